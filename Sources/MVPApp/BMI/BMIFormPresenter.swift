import AppContract
import Domain

/// The BMI calculator's presentation logic: recomputes on every edit and standard change, saves a
/// valid reading through the ``HistoryService`` and then has the view show the History tab.
@MainActor
final class BMIFormPresenter {
  enum SavePhase {
    case idle
    case saving
    case failed
  }

  weak var view: (any BMIFormView)?
  private let history: HistoryService
  /// The form as the user typed it.
  private(set) var heightText = ""
  private(set) var weightText = ""
  private(set) var standard = BMIStandard.who
  private(set) var savePhase = SavePhase.idle
  /// The running or last save, for tests to await.
  private(set) var saveTask: Task<Void, Never>?

  init(history: HistoryService) {
    self.history = history
  }

  /// The form's inputs, validated.
  var measurement: Result<BMIMeasurement, BMIInputProblem> {
    BMIInput.validate(height: heightText, weight: weightText)
  }

  /// The BMI of valid inputs under the chosen standard.
  var result: BMIResult? {
    guard case .success(let measurement) = measurement else { return nil }
    return BMIResult(measurement: measurement, standard: standard)
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    let standards = BMIStandard.allCases
    view?.showStandards(
      standards.map(AppText.standardName), selected: standards.firstIndex(of: standard) ?? 0)
    present()
  }

  func heightChanged(to text: String) {
    heightText = text
    formEdited()
  }

  func weightChanged(to text: String) {
    weightText = text
    formEdited()
  }

  /// The standard at `index` of the names the view was given was chosen.
  func standardSelected(at index: Int) {
    let standards = BMIStandard.allCases
    guard standards.indices.contains(index) else { return }
    standard = standards[index]
    formEdited()
  }

  /// Saves the current reading to the history; on success shows the History tab.
  func saveTapped() {
    guard savePhase != .saving, case .success(let measurement) = measurement, let result else { return }
    savePhase = .saving
    present()
    saveTask = Task { [weak self, history] in
      do {
        try await history.saveRecord(of: measurement, result: result)
        self?.savePhase = .idle
        self?.present()
        self?.view?.showHistory()
      } catch {
        self?.savePhase = .failed
        self?.present()
      }
    }
  }

  private func formEdited() {
    if savePhase == .failed { savePhase = .idle }
    present()
  }

  // MARK: - Presenting

  private func present() {
    guard let view else { return }
    switch measurement {
    case .success:
      if let result {
        view.showReading(value: result.formattedValue, category: AppText.categoryName(result.category))
      }
    case .failure(let problem):
      view.showPrompt(AppText.prompt(problem))
    }
    view.showSaveError(savePhase == .failed ? AppText.saveFailed : nil)
    view.setSaveEnabled(result != nil && savePhase != .saving)
  }
}
