import Domain

/// The BMI form's state, kept by its presenter — the one place the form lives: the two fields as
/// typed, the standard, what the interactor made of them, and the save in flight. The presenter
/// renders it into a ``BMIFormDisplayModel`` and hands a valid reading to the interactor to save;
/// the app reads it through ``BMIFormModuleInput``.
struct BMIFormViewState: Equatable {
  /// What the fields make under the standard, as the interactor evaluated them.
  enum Evaluation: Equatable {
    /// No measurement yet: why (the prompt the form shows).
    case invalid(BMIInputProblem)
    /// A valid measurement and its BMI.
    case valid(BMIMeasurement, BMIResult)
  }

  enum Save: Equatable {
    case idle
    case saving
    /// The last save failed; the error shows until the next edit, standard change or save tap.
    case failed
  }

  var heightText = ""
  var weightText = ""
  var standard = BMIStandard.who
  /// The fields start empty, which is missing input until the interactor says otherwise.
  var evaluation = Evaluation.invalid(.missingInput)
  var save = Save.idle
}
