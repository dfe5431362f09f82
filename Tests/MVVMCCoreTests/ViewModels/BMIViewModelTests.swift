import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The BMI form's view model with a fake store, clock and ids: actions in, state out.
@MainActor
struct BMIViewModelTests {
  let store = FakeHistoryStore()
  let clock = FakeClock()
  let work = AsyncWork()
  let viewModel: BMIViewModel

  init() {
    viewModel = BMIViewModel(historyStore: store, clock: clock, ids: FakeIDs(), work: work)
  }

  private func enter(height: String, weight: String, standard: BMIStandard = .who) {
    viewModel.doAction(.view(.heightChanged(height)))
    viewModel.doAction(.view(.weightChanged(weight)))
    viewModel.doAction(.view(.standardChanged(standard)))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let height: String
    let weight: String
    let standard: BMIStandard
    let outcome: String
    var testDescription: String { "\(height) cm, \(weight) kg, \(standard.rawValue) → \(outcome)" }
  }

  @Test(arguments: [
    Case(height: "", weight: "70", standard: .who, outcome: "Enter height and weight"),
    Case(height: "abc", weight: "70", standard: .who, outcome: "Height must be 50–300 cm"),
    Case(height: "175", weight: "900", standard: .who, outcome: "Weight must be 2–500 kg"),
    Case(height: " 175 ", weight: "70,5", standard: .who, outcome: "23.0 Normal"),
    Case(height: "170", weight: "70", standard: .who, outcome: "24.2 Normal"),
    Case(height: "170", weight: "70", standard: .taiwan, outcome: "24.2 Overweight"),
  ])
  func everyChangeRecomputesTheOutcome(_ example: Case) {
    enter(height: example.height, weight: example.weight, standard: example.standard)

    #expect(viewModel.state.outcomeText == example.outcome)
    #expect(viewModel.canSave == example.outcome.first!.isNumber)
  }

  @Test func saveWritesARecordFromTheClockAndIDsThenRoutesToHistory() async throws {
    var routes: [BMIViewModel.Route] = []
    viewModel.onRoute = { routes.append($0) }
    enter(height: "180", weight: "75")

    viewModel.doAction(.view(.saveTapped))
    #expect(viewModel.state.savePhase == .saving)
    #expect(!viewModel.canSave)
    await work.settle()

    let record = try #require(store.savedRecords.first)
    #expect(record.id == "r1")
    #expect(record.date == clock.now)
    #expect(record.value == 23.1)
    #expect(record.category == .normal)
    #expect(routes == [.recordSaved])
    #expect(viewModel.state.heightText == "180")
    #expect(viewModel.state.savePhase == .idle)
  }

  @Test func saveFailureShowsUntilTheNextEdit() async {
    var routes: [BMIViewModel.Route] = []
    viewModel.onRoute = { routes.append($0) }
    store.saving.fail(.unavailable)
    enter(height: "180", weight: "75")

    viewModel.doAction(.view(.saveTapped))
    await work.settle()
    #expect(viewModel.state.savePhase == .failed)
    #expect(routes.isEmpty)

    viewModel.doAction(.view(.weightChanged("76")))
    #expect(viewModel.state.savePhase == .idle)
  }

  @Test func saveWithInvalidInputDoesNothing() async {
    enter(height: "180", weight: "")

    viewModel.doAction(.view(.saveTapped))
    await work.settle()

    #expect(store.calls.isEmpty)
  }
}
