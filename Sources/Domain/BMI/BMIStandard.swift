/// A table of BMI cut-offs. WHO is the international one; Taiwan's health agency uses lower ones.
public enum BMIStandard: String, CaseIterable, Hashable, Sendable {
  case who = "WHO"
  case taiwan = "Taiwan"

  /// The lower bounds of Normal, Overweight and Obese, in that order.
  public var cutOffs: (normal: Double, overweight: Double, obese: Double) {
    switch self {
    case .who: (18.5, 25, 30)
    case .taiwan: (18.5, 24, 27)
    }
  }

  /// The category of a BMI value that has already been rounded to one decimal.
  public func category(of roundedValue: Double) -> BMICategory {
    let cuts = cutOffs
    if roundedValue < cuts.normal { return .underweight }
    if roundedValue < cuts.overweight { return .normal }
    if roundedValue < cuts.obese { return .overweight }
    return .obese
  }
}

/// The category a BMI value falls in.
public enum BMICategory: String, CaseIterable, Hashable, Sendable {
  case underweight = "Underweight"
  case normal = "Normal"
  case overweight = "Overweight"
  case obese = "Obese"
}
