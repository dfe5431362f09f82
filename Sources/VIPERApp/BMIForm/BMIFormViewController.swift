import AppContract
import Domain
import HeadlessUI

/// The BMI screen: two fields, the standard, the outcome and Save. Shows what the presenter hands
/// it and forwards every edit.
@MainActor
final class BMIFormViewController: ViewController {
  let output: any BMIFormViewOutput
  private var model = BMIFormDisplayModel()

  private let heightField = TextField(identifier: ElementID.bmiHeight, placeholder: AppText.heightPlaceholder)
  private let weightField = TextField(identifier: ElementID.bmiWeight, placeholder: AppText.weightPlaceholder)
  private let standardChoice = Choice(
    identifier: ElementID.bmiStandard, options: BMIStandard.allCases.map(AppText.standardName))
  private let promptLabel = Label(identifier: ElementID.bmiPrompt)
  private let valueLabel = Label(identifier: ElementID.bmiValue)
  private let categoryLabel = Label(identifier: ElementID.bmiCategory)
  private let errorLabel = Label(identifier: ElementID.bmiError)
  private let saveButton = Button(identifier: ElementID.bmiSave, title: AppText.save)

  init(output: any BMIFormViewOutput) {
    self.output = output
    super.init()
    title = AppText.bmiTitle
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
      output.didChangeHeight(heightField.text)
    }
    weightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      output.didChangeWeight(weightField.text)
    }
    standardChoice.addAction { [weak self] in
      guard let self, let standard = BMIStandard(rawValue: standardChoice.selectedOption) else { return }
      output.didChooseStandard(standard)
    }
    saveButton.addAction { [weak self] in self?.output.didTapSave() }
    apply()
    output.viewDidLoad()
  }

  private func apply() {
    show(promptLabel, model.prompt)
    show(valueLabel, model.value)
    show(categoryLabel, model.category)
    show(errorLabel, model.errorMessage)
    saveButton.isEnabled = model.isSaveEnabled
  }

  private func show(_ label: Label, _ text: String?) {
    label.text = text ?? ""
    label.isHidden = text == nil
  }
}

// MARK: - BMIFormViewInput

extension BMIFormViewController: BMIFormViewInput {
  func display(_ model: BMIFormDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}
