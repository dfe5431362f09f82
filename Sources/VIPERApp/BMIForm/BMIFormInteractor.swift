import Domain

/// The BMI use cases: validate and compute with Domain's rules, and save a reading through the
/// history store, stamped with the environment's id and clock.
@MainActor
final class BMIFormInteractor: BMIFormInteractorInput {
  weak var output: (any BMIFormInteractorOutput)?
  private let store: any HistoryStore
  private let clock: any AppClock
  private let ids: any IDGenerator
  private let runner: TaskRunner
  /// The last valid reading, which a save records.
  private var reading: (measurement: BMIMeasurement, result: BMIResult)?

  init(store: any HistoryStore, clock: any AppClock, ids: any IDGenerator, runner: TaskRunner) {
    self.store = store
    self.clock = clock
    self.ids = ids
    self.runner = runner
  }

  func evaluate(height: String, weight: String, standard: BMIStandard) {
    switch BMIInput.validate(height: height, weight: weight) {
    case .success(let measurement):
      let result = BMIResult(measurement: measurement, standard: standard)
      reading = (measurement, result)
      output?.didEvaluate(.success(result))
    case .failure(let problem):
      reading = nil
      output?.didEvaluate(.failure(problem))
    }
  }

  func saveReading() {
    guard let reading else { return }
    let record = BMIRecord(
      id: ids.makeID(), date: clock.now, measurement: reading.measurement, result: reading.result)
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
