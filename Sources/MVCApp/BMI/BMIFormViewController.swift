import AppContract
import Domain
import HeadlessUI

/// The BMI calculator: recomputes on every edit and standard change, saves a valid result to the
/// history and then shows the History tab.
final class BMIFormViewController: ViewController {
  enum SavePhase {
    case idle
    case saving
    case failed
  }

  private let historyService: HistoryService
  /// The form as typed; the text fields mirror it.
  private(set) var heightText = ""
  private(set) var weightText = ""
  private(set) var standard = BMIStandard.who
  private(set) var savePhase = SavePhase.idle
  /// The running or last save, for tests to await.
  private(set) var saveTask: Task<Void, Never>?

  // MARK: - Views

  private let heightField = TextField(identifier: ElementID.bmiHeight, placeholder: AppText.heightPlaceholder)
  private let weightField = TextField(identifier: ElementID.bmiWeight, placeholder: AppText.weightPlaceholder)
  private let standardChoice = Choice(
    identifier: ElementID.bmiStandard, options: BMIStandard.allCases.map(AppText.standardName))
  private let promptLabel = Label(identifier: ElementID.bmiPrompt)
  private let valueLabel = Label(identifier: ElementID.bmiValue)
  private let categoryLabel = Label(identifier: ElementID.bmiCategory)
  private let errorLabel = Label(identifier: ElementID.bmiError, text: AppText.saveFailed)
  private let saveButton = Button(identifier: ElementID.bmiSave, title: AppText.save)

  init(historyService: HistoryService) {
    self.historyService = historyService
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
    heightField.addAction(for: .editingChanged) { [weak self] in self?.formEdited() }
    weightField.addAction(for: .editingChanged) { [weak self] in self?.formEdited() }
    standardChoice.addAction { [weak self] in self?.formEdited() }
    saveButton.addAction { [weak self] in self?.save() }
    trackLifetime(of: view, role: "root view")
    render()
  }

  // MARK: - Model

  /// The form's inputs, validated.
  var measurement: Result<BMIMeasurement, BMIInputProblem> {
    BMIInput.validate(height: heightText, weight: weightText)
  }

  /// The BMI of valid inputs under the chosen standard.
  var result: BMIResult? {
    guard case .success(let measurement) = measurement else { return nil }
    return BMIResult(measurement: measurement, standard: standard)
  }

  // MARK: - Actions

  private func formEdited() {
    heightText = heightField.text
    weightText = weightField.text
    standard = BMIStandard(rawValue: standardChoice.selectedOption) ?? .who
    if savePhase == .failed { savePhase = .idle }
    render()
  }

  /// Saves the current result to the history; on success shows the History tab.
  func save() {
    guard savePhase != .saving, case .success(let measurement) = measurement, let result else { return }
    savePhase = .saving
    render()
    saveTask = Task { [weak self, historyService] in
      do {
        try await historyService.saveRecord(of: measurement, result: result)
        self?.savePhase = .idle
        self?.render()
        self?.tabBarController?.select(.history)
      } catch {
        self?.savePhase = .failed
        self?.render()
      }
    }
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    let result = result
    promptLabel.isHidden = result != nil
    if case .failure(let problem) = measurement { promptLabel.text = AppText.prompt(problem) }
    valueLabel.isHidden = result == nil
    categoryLabel.isHidden = result == nil
    valueLabel.text = result?.formattedValue ?? ""
    categoryLabel.text = result.map { AppText.categoryName($0.category) } ?? ""
    errorLabel.isHidden = savePhase != .failed
    saveButton.isEnabled = result != nil && savePhase != .saving
  }
}
