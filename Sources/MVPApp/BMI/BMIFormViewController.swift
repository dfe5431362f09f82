import AppContract
import HeadlessUI

/// The BMI form's passive view: forwards every edit, the chosen standard and Save to the
/// presenter, shows what it is told, and selects the History tab when told to.
final class BMIFormViewController: ViewController {
  let presenter: BMIFormPresenter

  // MARK: - Views

  private let heightField = TextField(identifier: ElementID.bmiHeight, placeholder: AppText.heightPlaceholder)
  private let weightField = TextField(identifier: ElementID.bmiWeight, placeholder: AppText.weightPlaceholder)
  /// Holds the standard choice, made when the presenter names the standards (a choice's options
  /// are fixed when it is made); a plain container, so it renders only the choice.
  private let standardSlot = View()
  private let promptLabel = Label(identifier: ElementID.bmiPrompt)
  private let valueLabel = Label(identifier: ElementID.bmiValue)
  private let categoryLabel = Label(identifier: ElementID.bmiCategory)
  private let errorLabel = Label(identifier: ElementID.bmiError)
  private let saveButton = Button(identifier: ElementID.bmiSave, title: AppText.save)

  init(presenter: BMIFormPresenter) {
    self.presenter = presenter
    super.init()
    title = AppText.bmiTitle
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.bmiForm }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      heightField, weightField, standardSlot, promptLabel, valueLabel, categoryLabel, errorLabel,
      saveButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    heightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      presenter.heightChanged(to: heightField.text)
    }
    weightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      presenter.weightChanged(to: weightField.text)
    }
    saveButton.addAction { [weak self] in self?.presenter.saveTapped() }
    presenter.viewDidLoad()
  }
}

// MARK: - BMIFormView

extension BMIFormViewController: BMIFormView {
  func showStandards(_ names: [String], selected: Int) {
    let choice = Choice(identifier: ElementID.bmiStandard, options: names, selectedIndex: selected)
    choice.addAction { [weak self, weak choice] in
      guard let self, let choice else { return }
      presenter.standardSelected(at: choice.selectedIndex)
    }
    standardSlot.removeAllSubviews()
    standardSlot.addSubview(choice)
  }

  func showPrompt(_ message: String) {
    promptLabel.isHidden = false
    promptLabel.text = message
    valueLabel.isHidden = true
    categoryLabel.isHidden = true
  }

  func showReading(value: String, category: String) {
    promptLabel.isHidden = true
    valueLabel.isHidden = false
    valueLabel.text = value
    categoryLabel.isHidden = false
    categoryLabel.text = category
  }

  func showSaveError(_ message: String?) {
    errorLabel.isHidden = message == nil
    errorLabel.text = message ?? ""
  }

  func setSaveEnabled(_ isEnabled: Bool) {
    saveButton.isEnabled = isEnabled
  }

  func showHistory() {
    tabBarController?.select(.history)
  }
}
