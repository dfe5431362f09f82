import Domain

// MARK: - State

extension BMIViewModel {
  /// The form as typed and what it computes, in domain models only.
  struct State: Equatable {
    var heightText = ""
    var weightText = ""
    var standard = BMIStandard.who
    /// The measurement and its BMI, or why the input cannot be used yet.
    var reading: Result<Reading, BMIInputProblem> = .failure(.missingInput)
    var savePhase = SavePhase.idle
  }

  /// A valid measurement and its BMI under the chosen standard.
  struct Reading: Equatable {
    let measurement: BMIMeasurement
    let result: BMIResult
  }

  enum SavePhase: Equatable {
    case idle
    case saving
    /// The last save failed; shown until the next edit, standard change or save tap.
    case failed
  }
}
