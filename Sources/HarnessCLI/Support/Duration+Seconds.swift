import Foundation

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

extension Double {
  /// The number rounded to `places` decimal places.
  func rounded(to places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}
