/// What the BMI form shows below the inputs, decided by the presenter. The fields and the choice
/// show what the user entered.
struct BMIFormDisplayModel: Equatable {
  /// The `bmi.prompt` text; nil hides it.
  var prompt: String?
  /// `22.9`; nil hides it.
  var value: String?
  /// `Normal`; nil hides it.
  var category: String?
  /// The `bmi.error` text; nil hides it.
  var errorMessage: String?
  var isSaveEnabled = false
}
