/// An amount of US dollars, held as whole cents so that arithmetic and display are exact.
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The amount in cents (`129900` is $1,299.00).
  public let cents: Int

  public init(cents: Int) { self.cents = cents }

  /// The amount nearest to `dollars`, rounded half away from zero to whole cents.
  public init(dollars: Double) {
    self.cents = Int((dollars * 100).rounded(.toNearestOrAwayFromZero))
  }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

  /// `$1,299.00`: see ``PriceFormatter``.
  public var description: String { PriceFormatter.format(self) }
}
