import Domain

/// The BMI use cases: validate and compute with Domain's rules, and save a reading through the
/// history store, stamped with the environment's id and clock. It holds no form state: the
/// presenter owns the form and hands over what to evaluate or save.
@MainActor
final class BMIFormInteractor: BMIFormInteractorInput {
  weak var output: (any BMIFormInteractorOutput)?
  private let store: any HistoryStore
  private let clock: any AppClock
  private let ids: any IDGenerator
  private let runner: TaskRunner

  init(store: any HistoryStore, clock: any AppClock, ids: any IDGenerator, runner: TaskRunner) {
    self.store = store
    self.clock = clock
    self.ids = ids
    self.runner = runner
  }

  func evaluate(height: String, weight: String, standard: BMIStandard) {
    switch BMIInput.validate(height: height, weight: weight) {
    case .success(let measurement):
      output?.didEvaluate(measurement, result: BMIResult(measurement: measurement, standard: standard))
    case .failure(let problem):
      output?.didFailToEvaluate(problem)
    }
  }

  func save(_ measurement: BMIMeasurement, standard: BMIStandard) {
    let record = BMIRecord(
      id: ids.makeID(), date: clock.now, measurement: measurement,
      result: BMIResult(measurement: measurement, standard: standard))
    runner.run { [weak self, store] in
      do {
        try await store.save(record)
        self?.output?.didSaveRecord(record)
      } catch {
        self?.output?.didFailToSaveRecord()
      }
    }
  }
}
