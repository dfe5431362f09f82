/// An amount of US dollars, held as whole cents so that arithmetic and display are exact.
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The amount in cents (`129900` is $1,299.00).
  public let cents: Int

  public init(cents: Int) { self.cents = cents }

  /// The amount nearest to `dollars`, rounded half away from zero to whole cents.
  ///
  /// Binary noise is corrected first, so `1.005` (stored as 1.00499…) reads $1.01. An amount
  /// beyond `Int`'s range of cents saturates at `Int.max` or `Int.min`, and NaN is zero, so a
  /// bad payload never traps.
  public init(dollars: Double) {
    let scaled = ((dollars * 100) * 1e6).rounded() / 1e6
    let rounded = scaled.rounded(.toNearestOrAwayFromZero)
    if let cents = Int(exactly: rounded) {
      self.cents = cents
    } else {
      self.cents = rounded.isNaN ? 0 : rounded > 0 ? .max : .min
    }
  }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

  /// `$1,299.00`: see ``PriceFormatter``.
  public var description: String { PriceFormatter.format(self) }
}
