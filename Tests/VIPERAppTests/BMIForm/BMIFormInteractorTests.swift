import Domain
import Testing

@testable import VIPERApp

@MainActor
struct BMIFormInteractorTests {
  let store = FakeHistoryStore()
  let runner = TaskRunner()
  let interactor: BMIFormInteractor
  let output = MockBMIFormInteractorOutput()

  init() {
    interactor = BMIFormInteractor(store: store, clock: FixedClock(), ids: SequentialIDs(), runner: runner)
    interactor.output = output
  }

  @Test func evaluationUsesDomainsRulesAndTheStandard() {
    interactor.evaluate(height: " 170 ", weight: "66,0", standard: .taiwan)
    interactor.evaluate(height: "170", weight: "600", standard: .who)
    let results = output.evaluations.map { $0.map(\.formattedValue) }
    #expect(results == [.success("22.8"), .failure(.weightOutOfRange)])
    #expect(output.measurements == [BMIMeasurement(heightCm: 170, weightKg: 66)])
  }

  @Test func saveStoresTheGivenReadingWithTheEnvironmentsIDAndDate() async {
    interactor.save(BMIMeasurement(heightCm: 170, weightKg: 66), standard: .who)
    await runner.settle()
    let expected = BMIRecord(
      id: "r1", date: FixedClock().now, heightCm: 170, weightKg: 66, value: 22.8, category: .normal,
      standard: .who)
    #expect(store.records == [expected])
    #expect(output.saved == [expected])
  }

  /// The interactor keeps no copy of the form: what it evaluated last does not change what it
  /// saves.
  @Test func saveUsesItsInputsNotTheLastEvaluation() async {
    interactor.evaluate(height: "170", weight: "66", standard: .who)
    interactor.evaluate(height: "", weight: "66", standard: .who)
    interactor.save(BMIMeasurement(heightCm: 170, weightKg: 70), standard: .taiwan)
    await runner.settle()
    #expect(store.records.map(\.value) == [24.2])
    #expect(store.records.map(\.category) == [.overweight])
    #expect(store.records.map(\.standard) == [.taiwan])
  }

  @Test func aFailedSaveIsReported() async {
    store.script { $0.saveFailure = .unavailable }
    interactor.save(BMIMeasurement(heightCm: 170, weightKg: 66), standard: .who)
    await runner.settle()
    #expect(output.saveFailures == 1)
    #expect(output.saved.isEmpty)
  }
}
