/// A behaviour of the app's specification that a scenario says it shows, and where it says so.
public struct BehaviourReference: Hashable, Sendable {
  /// `products.favourite.pending-ignores-taps`.
  public let id: String
  /// Where the `covers:` line names it.
  public let location: ScenarioLocation

  public init(id: String, location: ScenarioLocation) {
    self.id = id
    self.location = location
  }
}

/// The shape of a behaviour id: lower-case words of letters and digits joined by `-`, at least
/// two of them joined by dots (`checkout.success.order-of-events`).
public enum BehaviourID {
  public static func isValid(_ id: String) -> Bool {
    // Read as UTF-8 bytes: no word is empty, so no `.` or `-` first, last or next to another.
    var previous = UInt8(ascii: ".")
    var segments = 1
    for byte in id.utf8 {
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
        if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "-") { return false }
        if byte == UInt8(ascii: ".") { segments += 1 }
      } else if !((byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)) {
        return false
      }
      previous = byte
    }
    return segments >= 2 && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "-")
  }
}
