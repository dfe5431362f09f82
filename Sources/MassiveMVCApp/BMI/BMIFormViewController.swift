import AppContract
import Domain
import Foundation
import HeadlessUI

/// The BMI calculator, and everything behind it: validates the fields at every edit and standard
/// change, computes and shows the result, makes the record (id generator, clock) and saves it to
/// the history store itself, posts that it saved one, and then selects the History tab.
final class BMIFormViewController: ViewController {
  enum SavePhase {
    case idle
    case saving
    case failed
  }

  private let environment: AppEnvironment
  private let data: AppData
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

  init(environment: AppEnvironment, data: AppData) {
    self.environment = environment
    self.data = data
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

  // MARK: - Validation and the result

  /// The form's inputs, validated.
  var measurement: Result<BMIMeasurement, BMIInputProblem> {
    BMIInput.validate(height: heightText, weight: weightText)
  }

  /// The BMI of valid inputs under the chosen standard.
  var result: BMIResult? {
    guard case .success(let measurement) = measurement else { return nil }
    return BMIResult(measurement: measurement, standard: standard)
  }

  private func formEdited() {
    heightText = heightField.text
    weightText = weightField.text
    standard = BMIStandard(rawValue: standardChoice.selectedOption) ?? .who
    if savePhase == .failed { savePhase = .idle }
    render()
  }

  // MARK: - Saving

  /// Saves the reading valid now as a new record; on success tells the app and selects History.
  func save() {
    guard savePhase != .saving, case .success(let measurement) = measurement, let result else { return }
    let record = BMIRecord(
      id: environment.ids.makeID(), date: environment.clock.now, measurement: measurement, result: result)
    savePhase = .saving
    render()
    saveTask = Task { [weak self, store = environment.historyStore, data] in
      do {
        try await store.save(record)
        data.notificationCenter.post(name: .bmiRecordDidSave, object: nil)
        self?.savePhase = .idle
        self?.render()
        self?.showHistory()
      } catch {
        self?.savePhase = .failed
        self?.render()
      }
    }
  }

  private func showHistory() {
    guard let tabs = tabBarController, let index = tabs.index(ofTab: Tab.history.rawValue) else { return }
    tabs.selectedIndex = index
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
