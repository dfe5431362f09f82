import AppContract

extension BMIFormPresenter {
  /// The form's state in the shape every variant exports.
  var snapshot: BMISnapshot {
    let outcome: String
    switch measurement {
    case .success: outcome = result.map { "\($0.formattedValue) \($0.category.displayName)" } ?? ""
    case .failure(let problem): outcome = problem.message
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
