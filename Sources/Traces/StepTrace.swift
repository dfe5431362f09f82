/// What one step did to one variant, once the app settled: the four things the harness compares
/// (screen, navigation events, service calls, exported state) and what went wrong.
public struct StepTrace: Codable, Equatable, Sendable {
  /// The step's position in the scenario, from 0 (`launch` is usually 0).
  public var index: Int
  /// The step's line in the scenario file.
  public var line: Int
  /// The step as written (`tap product.p2`).
  public var source: String
  /// The canonical screen text after the step.
  public var screen: String
  /// Navigation events the step caused, in order (`push products.detail`).
  public var navigation: [String]
  /// Service calls the step caused, in order (`fetchProduct(p2)`).
  public var calls: [String]
  /// The exported state after the step, one line per part.
  public var state: [String]
  /// Failed expectations and actions that could not be performed, as located messages.
  public var failures: [String]

  public init(
    index: Int, line: Int, source: String, screen: String, navigation: [String], calls: [String],
    state: [String], failures: [String] = []
  ) {
    self.index = index
    self.line = line
    self.source = source
    self.screen = screen
    self.navigation = navigation
    self.calls = calls
    self.state = state
    self.failures = failures
  }

  /// The parts of a step that must agree across variants.
  public enum Aspect: String, CaseIterable, Codable, Sendable {
    case screen
    case navigation
    case calls
    case state

    /// Whether `a` and `b` show the same in this aspect (screens compared whole, not by line).
    public func agrees(_ a: StepTrace, _ b: StepTrace) -> Bool {
      switch self {
      case .screen: a.screen == b.screen
      case .navigation: a.navigation == b.navigation
      case .calls: a.calls == b.calls
      case .state: a.state == b.state
      }
    }

    /// The lines of this aspect in `step`.
    public func lines(of step: StepTrace) -> [String] {
      switch self {
      case .screen: step.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      case .navigation: step.navigation
      case .calls: step.calls
      case .state: step.state
      }
    }
  }
}
