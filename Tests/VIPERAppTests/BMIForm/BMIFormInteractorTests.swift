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
  }

  @Test func saveStoresTheLastValidReadingWithTheEnvironmentsIDAndDate() async {
    interactor.evaluate(height: "170", weight: "66", standard: .who)
    interactor.saveReading()
    await runner.settle()
    let expected = BMIRecord(
      id: "r1", date: FixedClock().now, heightCm: 170, weightKg: 66, value: 22.8, category: .normal,
      standard: .who)
    #expect(store.records == [expected])
    #expect(output.saved == [expected])
  }

  @Test func saveWithoutAValidReadingDoesNothing() async {
    interactor.evaluate(height: "", weight: "66", standard: .who)
    interactor.saveReading()
    await runner.settle()
    #expect(store.calls.isEmpty)
  }

  @Test func aFailedSaveIsReported() async {
    store.script { $0.saveFailure = .unavailable }
    interactor.evaluate(height: "170", weight: "66", standard: .who)
    interactor.saveReading()
    await runner.settle()
    #expect(output.saveFailures == 1)
    #expect(output.saved.isEmpty)
  }
}
