import AppContract
import Domain

/// The BMI form's presentation logic: re-evaluate on every change, format the result, save and
/// hand over to History.
@MainActor
final class BMIFormPresenter {
  weak var view: (any BMIFormViewInput)?
  private let interactor: any BMIFormInteractorInput
  private let router: any BMIFormRouterInput

  private var heightText = ""
  private var weightText = ""
  private var standard = BMIStandard.who
  /// The fields start empty, which is missing input until the interactor says otherwise.
  private var evaluation: Result<BMIResult, BMIInputProblem> = .failure(.missingInput)
  private var savePhase = BMISnapshot.SavePhase.idle

  init(interactor: any BMIFormInteractorInput, router: any BMIFormRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func inputChanged() {
    if savePhase == .failed { savePhase = .idle }
    interactor.evaluate(height: heightText, weight: weightText, standard: standard)
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: BMIFormDisplayModel {
    var model = BMIFormDisplayModel(errorMessage: savePhase == .failed ? AppText.saveFailed : nil)
    switch evaluation {
    case .success(let result):
      model.value = result.formattedValue
      model.category = result.category.displayName
      model.isSaveEnabled = savePhase != .saving
    case .failure(let problem):
      model.prompt = problem.message
    }
    return model
  }
}

// MARK: - BMIFormViewOutput

extension BMIFormPresenter: BMIFormViewOutput {
  func viewDidLoad() { render() }

  func didChangeHeight(_ text: String) {
    heightText = text
    inputChanged()
  }

  func didChangeWeight(_ text: String) {
    weightText = text
    inputChanged()
  }

  func didChooseStandard(_ standard: BMIStandard) {
    self.standard = standard
    inputChanged()
  }

  func didTapSave() {
    guard case .success = evaluation, savePhase != .saving else { return }
    savePhase = .saving
    render()
    interactor.saveReading()
  }
}

// MARK: - BMIFormInteractorOutput

extension BMIFormPresenter: BMIFormInteractorOutput {
  func didEvaluate(_ evaluation: Result<BMIResult, BMIInputProblem>) {
    self.evaluation = evaluation
    render()
  }

  func didSaveRecord(_ record: BMIRecord) {
    savePhase = .idle
    render()
    router.showHistory(afterSaving: record)
  }

  func didFailToSaveRecord() {
    savePhase = .failed
    render()
  }
}

// MARK: - BMIFormModuleInput

extension BMIFormPresenter: BMIFormModuleInput {
  var snapshot: BMISnapshot {
    let model = displayModel
    let outcome = model.prompt ?? "\(model.value ?? "") \(model.category ?? "")"
    return BMISnapshot(
      heightText: heightText, weightText: weightText, standard: standard, outcome: outcome, save: savePhase)
  }
}
