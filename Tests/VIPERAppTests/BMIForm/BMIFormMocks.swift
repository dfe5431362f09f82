import Domain

@testable import VIPERApp

@MainActor
final class MockBMIFormView: BMIFormViewInput {
  private(set) var models: [BMIFormDisplayModel] = []
  var last: BMIFormDisplayModel? { models.last }

  func display(_ model: BMIFormDisplayModel) { models.append(model) }
}

/// Evaluates with Domain's rules synchronously, like the real interactor, but saves nothing: it
/// records what the presenter asked it to save.
@MainActor
final class MockBMIFormInteractor: BMIFormInteractorInput {
  /// One `save` call: the inputs the presenter handed over.
  struct SaveRequest: Equatable {
    let measurement: BMIMeasurement
    let standard: BMIStandard
  }

  weak var output: (any BMIFormInteractorOutput)?
  private(set) var evaluations: [String] = []
  private(set) var saves: [SaveRequest] = []

  func evaluate(height: String, weight: String, standard: BMIStandard) {
    evaluations.append("\(height)|\(weight)|\(standard)")
    switch BMIInput.validate(height: height, weight: weight) {
    case .success(let measurement):
      output?.didEvaluate(measurement, result: BMIResult(measurement: measurement, standard: standard))
    case .failure(let problem):
      output?.didFailToEvaluate(problem)
    }
  }

  func save(_ measurement: BMIMeasurement, standard: BMIStandard) {
    saves.append(SaveRequest(measurement: measurement, standard: standard))
  }
}

@MainActor
final class MockBMIFormRouter: BMIFormRouterInput {
  private(set) var shownHistoryAfter: [String] = []

  func showHistory(afterSaving record: BMIRecord) { shownHistoryAfter.append(record.id) }
}

@MainActor
final class MockBMIFormInteractorOutput: BMIFormInteractorOutput {
  private(set) var evaluations: [Result<BMIResult, BMIInputProblem>] = []
  private(set) var measurements: [BMIMeasurement] = []
  private(set) var saved: [BMIRecord] = []
  private(set) var saveFailures = 0

  func didEvaluate(_ measurement: BMIMeasurement, result: BMIResult) {
    measurements.append(measurement)
    evaluations.append(.success(result))
  }
  func didFailToEvaluate(_ problem: BMIInputProblem) { evaluations.append(.failure(problem)) }
  func didSaveRecord(_ record: BMIRecord) { saved.append(record) }
  func didFailToSaveRecord() { saveFailures += 1 }
}
