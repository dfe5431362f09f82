/// The BMI form as its presenter sees it: a passive view that shows what it is told. The presenter
/// names the standards once; from then on the fields and the standard choice show what the user
/// typed and chose, and the presenter never writes them.
@MainActor
protocol BMIFormView: AnyObject {
  /// The standards to choose from, by name, with the one at `selected` chosen.
  func showStandards(_ names: [String], selected: Int)
  /// What is wrong with the input; hides the value and the category.
  func showPrompt(_ message: String)
  /// The BMI and its category; hides the prompt.
  func showReading(value: String, category: String)
  /// The save failure `message`, or no error when nil.
  func showSaveError(_ message: String?)
  func setSaveEnabled(_ isEnabled: Bool)

  // MARK: - Navigation

  /// Selects the History tab.
  func showHistory()
}
