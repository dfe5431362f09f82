import Domain

// MARK: - State

extension BMIViewModel {
  /// The form as typed and what it computes, in domain models only.
  public struct State: Equatable {
    public var heightText = ""
    public var weightText = ""
    public var standard = BMIStandard.who
    /// The measurement and its BMI, or why the input cannot be used yet.
    public var reading: Result<Reading, BMIInputProblem> = .failure(.missingInput)
    public var savePhase = SavePhase.idle
  }

  /// A valid measurement and its BMI under the chosen standard.
  public struct Reading: Equatable {
    public let measurement: BMIMeasurement
    public let result: BMIResult
  }

  /// Where the last save is.
  public enum SavePhase: Equatable {
    case idle
    case saving
    /// The last save failed; shown until the next edit, standard change or save tap.
    case failed
  }
}
