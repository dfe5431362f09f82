import AppContract
import Domain

extension BMIFormViewController {
  /// The form's state in the shape every variant exports.
  var snapshot: BMISnapshot {
    let outcome: String
    switch measurement {
    case .success: outcome = result.map { "\($0.formattedValue) \(AppText.categoryName($0.category))" } ?? ""
    case .failure(let problem): outcome = AppText.prompt(problem)
    }
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
