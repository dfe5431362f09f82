import Domain

/// The texts `Docs/AppSpec.md` gives `Domain`'s outcomes, so that `Domain`'s tests are stated as
/// the spec words them. The app shows them through `AppContract.AppText`, whose own tests pin
/// the same texts; `Domain` decides which outcome, never the words.
extension BMIInputProblem {
  /// The `bmi.prompt` text of the problem.
  var specPrompt: String {
    switch self {
    case .missingInput: "Enter height and weight"
    case .heightOutOfRange: "Height must be 50–300 cm"
    case .weightOutOfRange: "Weight must be 2–500 kg"
    }
  }
}

extension BMICategory {
  /// The category's name as the spec writes it.
  var specName: String {
    switch self {
    case .underweight: "Underweight"
    case .normal: "Normal"
    case .overweight: "Overweight"
    case .obese: "Obese"
    }
  }
}
