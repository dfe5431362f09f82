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
    let segments = id.split(separator: ".", omittingEmptySubsequences: false)
    return segments.count >= 2 && segments.allSatisfy(isSegment)
  }

  private static func isSegment(_ segment: Substring) -> Bool {
    let words = segment.split(separator: "-", omittingEmptySubsequences: false)
    return !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty
          && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }
}
