import AppContract
import Domain
import Observation

/// The BMI form: the fields as typed and the standard (bound to the form's controls), the reading
/// they make, and the save in flight or failed. A save that succeeds shows the History tab.
@MainActor
@Observable
final class BMIModel {
  enum SavePhase {
    case idle
    case saving
    case failed
  }

  var heightText = "" {
    didSet { clearSaveError() }
  }
  var weightText = "" {
    didSet { clearSaveError() }
  }
  var standard = BMIStandard.who {
    didSet { if standard != oldValue { clearSaveError() } }
  }
  private(set) var savePhase = SavePhase.idle
  @ObservationIgnored private(set) var saveTask: Task<Void, Never>?

  /// The fields, validated.
  var measurement: Result<BMIMeasurement, BMIInputProblem> {
    BMIInput.validate(height: heightText, weight: weightText)
  }

  /// The BMI of valid fields under the chosen standard.
  var result: BMIResult? {
    guard case .success(let measurement) = measurement else { return nil }
    return BMIResult(measurement: measurement, standard: standard)
  }

  /// What is wrong with the fields, if anything.
  var prompt: String? {
    guard case .failure(let problem) = measurement else { return nil }
    return AppText.prompt(problem)
  }

  var canSave: Bool { result != nil && savePhase != .saving }

  /// Saves the reading valid now as a new record; on success History reloads (when it is on
  /// screen) and the router shows it.
  func save(services: HistoryServices, history: HistoryModel, router: Router) {
    guard savePhase != .saving, case .success(let measurement) = measurement, let result else { return }
    savePhase = .saving
    let record = BMIRecord(
      id: services.ids.makeID(), date: services.clock.now, measurement: measurement, result: result)
    saveTask = Task { [weak self] in
      do {
        try await services.store.save(record)
        self?.savePhase = .idle
        history.recordSaved(store: services.store)
        router.tab = .history
      } catch {
        self?.savePhase = .failed
      }
    }
  }

  private func clearSaveError() {
    if savePhase == .failed { savePhase = .idle }
  }

  /// The exported form.
  var snapshot: BMISnapshot {
    let outcome = result.map { "\($0.formattedValue) \(AppText.categoryName($0.category))" } ?? prompt ?? ""
    let save: BMISnapshot.SavePhase =
      switch savePhase {
      case .idle: .idle
      case .saving: .saving
      case .failed: .failed
      }
    return BMISnapshot(
      heightText: heightText, weightText: weightText, standard: standard, outcome: outcome, save: save)
  }
}

/// The services a save needs, read from the environment by the form.
struct HistoryServices {
  let store: any HistoryStore
  let clock: any AppClock
  let ids: any IDGenerator
}
