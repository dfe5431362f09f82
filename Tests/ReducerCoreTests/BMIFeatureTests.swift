import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

@MainActor
@Suite struct BMIFeatureTests {
  typealias SaveCall = ControlledCall<BMIRecord, Void, StoreError>

  func makeStore(
    _ state: BMIFeature.State = .init()
  ) -> (TestStore<BMIFeature.State, BMIFeature.Action>, SaveCall) {
    let parking = ParkingLot()
    let call = SaveCall(parking: parking, cancelled: .cancelled)
    var history = HistoryClient.unimplemented
    history.save = { record async throws(StoreError) in try await call(record) }
    let store = TestStore(initialState: state, parking: parking) {
      BMIFeature(history: history, date: DateClient { Fixtures.now }, ids: IDClient { "r7" })
    }
    return (store, call)
  }

  /// The record a save of 170 cm and 65 kg under WHO makes.
  let record = BMIRecord(
    id: "r7", date: Fixtures.now, heightCm: 170, weightKg: 65, value: 22.5, category: .normal, standard: .who)

  @Test func typingDerivesTheResultFromTheText() {
    let (store, _) = makeStore()
    #expect(store.state.outcome == "Enter height and weight")
    store.send(.heightChanged("170")) { $0.heightText = "170" }
    store.send(.weightChanged(" 66,2 ")) { $0.weightText = " 66,2 " }
    #expect(store.state.outcome == "22.9 Normal")
    store.send(.standardChanged(.taiwan)) { $0.standard = .taiwan }
    #expect(store.state.outcome == "22.9 Normal")
    store.send(.weightChanged("70")) { $0.weightText = "70" }
    #expect(store.state.outcome == "24.2 Overweight")
  }

  @Test func saveStampsTheRecordWritesItAndTellsTheApp() async {
    let (store, call) = makeStore(.init(heightText: "170", weightText: "65"))
    store.send(.saveTapped) { $0.save = .saving }
    #expect(!store.state.canSave)
    call.succeed(())
    await store.receive(.saveResponse(record, error: nil)) { $0.save = .idle }
    await store.receive(.delegate(.saved(record)))
    #expect(call.arguments == [record])
  }

  @Test func aFailedSaveShowsUntilTheNextEdit() async {
    let (store, call) = makeStore(.init(heightText: "170", weightText: "65"))
    store.send(.saveTapped) { $0.save = .saving }
    call.fail(.unavailable)
    await store.receive(.saveResponse(record, error: .unavailable)) { $0.save = .failed }
    store.send(.standardChanged(.taiwan)) {
      $0.standard = .taiwan
      $0.save = .idle
    }
  }

  @Test func saveIsIgnoredForInvalidInputAndWhileSaving() async {
    let (invalid, _) = makeStore(.init(heightText: "17", weightText: "65"))
    #expect(invalid.state.prompt == "Height must be 50–300 cm")
    invalid.send(.saveTapped)
    let (saving, call) = makeStore(.init(heightText: "170", weightText: "65"))
    saving.send(.saveTapped) { $0.save = .saving }
    saving.send(.saveTapped)
    call.succeed(())
    await saving.receive(.saveResponse(record, error: nil)) { $0.save = .idle }
    await saving.receive(.delegate(.saved(record)))
    #expect(call.arguments.count == 1)
  }

  @Test(arguments: [
    ("", "", "Enter height and weight"),
    ("abc", "60", "Height must be 50–300 cm"),
    ("170", "600", "Weight must be 2–500 kg"),
    ("180", "100", "30.9 Obese"),
    ("160", "45", "17.6 Underweight"),
  ])
  func typingShowsThePromptOrTheValueAndCategory(height: String, weight: String, outcome: String) {
    let (store, _) = makeStore(.init(heightText: "9", weightText: "9"))
    store.send(.heightChanged(height)) { $0.heightText = height }
    store.send(.weightChanged(weight)) { $0.weightText = weight }
    #expect(store.state.outcome == outcome)
  }
}
