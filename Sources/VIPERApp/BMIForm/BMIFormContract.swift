import Domain

// MARK: - View

/// What the presenter tells the BMI form view.
@MainActor
protocol BMIFormViewInput: AnyObject {
  func display(_ model: BMIFormDisplayModel)
}

/// What the BMI form view reports: edits, the standard, the save tap.
@MainActor
protocol BMIFormViewOutput: AnyObject {
  func viewDidLoad()
  func didChangeHeight(_ text: String)
  func didChangeWeight(_ text: String)
  func didChooseStandard(_ standard: BMIStandard)
  func didTapSave()
}

// MARK: - Interactor

/// The BMI use cases: evaluate the input, save a reading. The interactor keeps no copy of the
/// form: each call carries what it works on.
@MainActor
protocol BMIFormInteractorInput: AnyObject {
  /// Validates the two fields and computes the BMI under `standard`.
  func evaluate(height: String, weight: String, standard: BMIStandard)
  /// Saves the BMI of `measurement` under `standard` as a record (id and date from the
  /// environment).
  func save(_ measurement: BMIMeasurement, standard: BMIStandard)
}

/// What the BMI interactor reports.
@MainActor
protocol BMIFormInteractorOutput: AnyObject {
  /// The fields make `measurement`, whose BMI under the standard is `result`.
  func didEvaluate(_ measurement: BMIMeasurement, result: BMIResult)
  /// The fields make no measurement: `problem` says why.
  func didFailToEvaluate(_ problem: BMIInputProblem)
  func didSaveRecord(_ record: BMIRecord)
  func didFailToSaveRecord()
}

// MARK: - Router

/// Where the BMI form navigates.
@MainActor
protocol BMIFormRouterInput: AnyObject {
  /// Shows the History tab after a save.
  func showHistory(afterSaving record: BMIRecord)
}

// MARK: - Module

/// What the app asks of the BMI form module.
@MainActor
protocol BMIFormModuleInput: AnyObject {
  /// The form's state as the presenter keeps it.
  var viewState: BMIFormViewState { get }
}
