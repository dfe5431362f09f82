/// One line of a scenario that the replayer performs or checks, with where it came from.
public struct Step: Equatable, Sendable {
  /// What to do or check.
  public let action: Action
  /// Where the step's command word starts.
  public let location: ScenarioLocation
  /// The step's line as written, without its trailing comment and surrounding spaces
  /// (`tap product.p2`); reports show it.
  public let sourceLine: String

  public init(action: Action, location: ScenarioLocation, sourceLine: String) {
    self.action = action
    self.location = location
    self.sourceLine = sourceLine
  }
}
