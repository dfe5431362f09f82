import Domain

@testable import VIPERApp

@MainActor
final class MockBMIFormView: BMIFormViewInput {
  private(set) var models: [BMIFormDisplayModel] = []
  var last: BMIFormDisplayModel? { models.last }

  func display(_ model: BMIFormDisplayModel) { models.append(model) }
}

/// Evaluates with Domain's rules synchronously, like the real interactor, but saves nothing.
@MainActor
final class MockBMIFormInteractor: BMIFormInteractorInput {
  weak var output: (any BMIFormInteractorOutput)?
  private(set) var evaluations: [String] = []
  private(set) var saveCount = 0

  func evaluate(height: String, weight: String, standard: BMIStandard) {
    evaluations.append("\(height)|\(weight)|\(standard)")
    output?.didEvaluate(
      BMIInput.validate(height: height, weight: weight).map { BMIResult(measurement: $0, standard: standard) }
    )
  }

  func saveReading() { saveCount += 1 }
}

@MainActor
final class MockBMIFormRouter: BMIFormRouterInput {
  private(set) var shownHistoryAfter: [String] = []

  func showHistory(afterSaving record: BMIRecord) { shownHistoryAfter.append(record.id) }
}

@MainActor
final class MockBMIFormInteractorOutput: BMIFormInteractorOutput {
  private(set) var evaluations: [Result<BMIResult, BMIInputProblem>] = []
  private(set) var saved: [BMIRecord] = []
  private(set) var saveFailures = 0

  func didEvaluate(_ evaluation: Result<BMIResult, BMIInputProblem>) { evaluations.append(evaluation) }
  func didSaveRecord(_ record: BMIRecord) { saved.append(record) }
  func didFailToSaveRecord() { saveFailures += 1 }
}
