import AppContract
import Domain

/// The BMI form's presentation logic: re-evaluate on every change, format the result, save the
/// reading valid at the tap and hand over to History. The form lives here, in ``viewState``.
@MainActor
final class BMIFormPresenter {
  weak var view: (any BMIFormViewInput)?
  private let interactor: any BMIFormInteractorInput
  private let router: any BMIFormRouterInput
  /// The form; the display model is derived from it.
  private(set) var viewState = BMIFormViewState()

  init(interactor: any BMIFormInteractorInput, router: any BMIFormRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func inputChanged() {
    if viewState.save == .failed { viewState.save = .idle }
    interactor.evaluate(
      height: viewState.heightText, weight: viewState.weightText, standard: viewState.standard)
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: BMIFormDisplayModel {
    var model = BMIFormDisplayModel(errorMessage: viewState.save == .failed ? AppText.saveFailed : nil)
    switch viewState.evaluation {
    case .valid(_, let result):
      model.value = result.formattedValue
      model.category = AppText.categoryName(result.category)
      model.isSaveEnabled = viewState.save != .saving
    case .invalid(let problem):
      model.prompt = AppText.prompt(problem)
    }
    return model
  }
}

// MARK: - BMIFormViewOutput

extension BMIFormPresenter: BMIFormViewOutput {
  func viewDidLoad() { render() }

  func didChangeHeight(_ text: String) {
    viewState.heightText = text
    inputChanged()
  }

  func didChangeWeight(_ text: String) {
    viewState.weightText = text
    inputChanged()
  }

  func didChooseStandard(_ standard: BMIStandard) {
    viewState.standard = standard
    inputChanged()
  }

  /// Saves the reading valid now; edits made while it saves do not change what is saved.
  func didTapSave() {
    guard case .valid(let measurement, let result) = viewState.evaluation, viewState.save != .saving else {
      return
    }
    viewState.save = .saving
    render()
    interactor.save(measurement, standard: result.standard)
  }
}

// MARK: - BMIFormInteractorOutput

extension BMIFormPresenter: BMIFormInteractorOutput {
  func didEvaluate(_ measurement: BMIMeasurement, result: BMIResult) {
    viewState.evaluation = .valid(measurement, result)
    render()
  }

  func didFailToEvaluate(_ problem: BMIInputProblem) {
    viewState.evaluation = .invalid(problem)
    render()
  }

  func didSaveRecord(_ record: BMIRecord) {
    viewState.save = .idle
    render()
    router.showHistory(afterSaving: record)
  }

  func didFailToSaveRecord() {
    viewState.save = .failed
    render()
  }
}

// MARK: - BMIFormModuleInput

extension BMIFormPresenter: BMIFormModuleInput {}
