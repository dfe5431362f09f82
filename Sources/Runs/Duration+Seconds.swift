import Foundation

extension Duration {
  /// The duration in seconds, as a floating-point number.
  public var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }

  /// Seconds with one decimal (`12.3`).
  public var secondsText: String {
    let tenths = (components.seconds * 10) + components.attoseconds / 100_000_000_000_000_000
    return "\(tenths / 10).\(tenths % 10)"
  }
}

extension Double {
  /// The number rounded to `places` decimal places.
  public func rounded(to places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}
