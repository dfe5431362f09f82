/// A scenario × variant pair whose failure or divergence is known and accepted for now, with the
/// reason (the `known-deviations` file of the scenarios folder). Such a pair is reported as
/// `known` and does not fail the run; a listed pair that passes is reported as `resolved` and
/// fails the run, so the list is kept honest.
public struct KnownDeviation: Codable, Equatable, Hashable, Sendable {
  /// The scenario's path as reports name it (`Scenarios/products/x.scenario`).
  public var scenario: String
  public var variant: String
  public var reason: String
  /// The entry's line in the file, for messages.
  public var line: Int

  public init(scenario: String, variant: String, reason: String, line: Int) {
    self.scenario = scenario
    self.variant = variant
    self.reason = reason
    self.line = line
  }
}
