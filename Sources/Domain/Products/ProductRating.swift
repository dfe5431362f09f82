/// A product's rating from 0.0 to 5.0, held as whole tenths so that display is exact.
public struct ProductRating: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The rating in tenths (`45` is 4.5).
  public let tenths: Int

  /// The ratings the API may send, in tenths.
  public static let tenthsRange = 0...50

  /// A rating of `tenths`, or nil outside ``tenthsRange``.
  public init?(tenths: Int) {
    guard Self.tenthsRange.contains(tenths) else { return nil }
    self.tenths = tenths
  }

  /// The API's `rating` rounded half away from zero to one decimal, or nil when that lies
  /// outside 0.0–5.0 or is not a number (such a product counts as unrated).
  ///
  /// Binary noise is corrected first, as for prices, so `4.35` (stored as 4.3499…) reads 4.4.
  public init?(apiValue: Double) {
    guard apiValue.isFinite else { return nil }
    let scaled = ((apiValue * 10) * 1e6).rounded() / 1e6
    let rounded = scaled.rounded(.toNearestOrAwayFromZero)
    guard let tenths = Int(exactly: rounded) else { return nil }
    self.init(tenths: tenths)
  }

  public static func < (lhs: ProductRating, rhs: ProductRating) -> Bool { lhs.tenths < rhs.tenths }

  /// `4.5`, `4.0`: one decimal with `.`, whatever the locale.
  public var description: String { "\(tenths / 10).\(tenths % 10)" }
}
