import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders the BMI form's view model and forwards edits, the standard and Save to it.
final class BMIViewController: ViewController {
  let viewModel: BMIViewModel
  private let work: AsyncWork

  private let heightField = TextField(identifier: ElementID.bmiHeight, placeholder: AppText.heightPlaceholder)
  private let weightField = TextField(identifier: ElementID.bmiWeight, placeholder: AppText.weightPlaceholder)
  private let standardChoice = Choice(
    identifier: ElementID.bmiStandard, options: BMIStandard.allCases.map(AppText.standardName))
  private let promptLabel = Label(identifier: ElementID.bmiPrompt)
  private let valueLabel = Label(identifier: ElementID.bmiValue)
  private let categoryLabel = Label(identifier: ElementID.bmiCategory)
  private let errorLabel = Label(identifier: ElementID.bmiError, text: AppText.saveFailed)
  private let saveButton = Button(identifier: ElementID.bmiSave, title: AppText.save)

  init(viewModel: BMIViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = AppText.bmiTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.bmiForm }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      heightField, weightField, standardChoice, promptLabel, valueLabel, categoryLabel, errorLabel,
      saveButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    heightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      viewModel.doAction(.view(.heightChanged(heightField.text)))
    }
    weightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      viewModel.doAction(.view(.weightChanged(weightField.text)))
    }
    standardChoice.addAction { [weak self] in
      guard let self, let standard = BMIStandard(rawValue: standardChoice.selectedOption) else { return }
      viewModel.doAction(.view(.standardChanged(standard)))
    }
    saveButton.addAction { [weak self] in self?.viewModel.doAction(.view(.saveTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  // MARK: - Rendering

  private func render() {
    let state = viewModel.state
    heightField.text = state.heightText
    weightField.text = state.weightText
    standardChoice.selectedIndex = BMIStandard.allCases.firstIndex(of: state.standard) ?? 0
    switch state.reading {
    case .success(let reading):
      promptLabel.isHidden = true
      valueLabel.text = reading.result.formattedValue
      categoryLabel.text = AppText.categoryName(reading.result.category)
    case .failure(let problem):
      promptLabel.isHidden = false
      promptLabel.text = AppText.prompt(problem)
    }
    valueLabel.isHidden = !promptLabel.isHidden
    categoryLabel.isHidden = !promptLabel.isHidden
    errorLabel.isHidden = state.savePhase != .failed
    saveButton.isEnabled = viewModel.canSave
  }
}
