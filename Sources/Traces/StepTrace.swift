/// What one step did to one variant, once the app settled: the four things the harness compares
/// (screen, navigation events, service calls, exported state) and what went wrong.
///
/// A value type whose fields live in one shared, immutable box: a copy is one reference, and two
/// copies of the same record compare equal at once. A run holds and hands on some 15,000 steps,
/// each several times (the supervisor's reading, its comparison, its reports); a struct of six
/// strings and arrays cost six reference counts per copy. Setting a field gives the value a box
/// of its own.
public struct StepTrace: Equatable, Sendable {
  /// The fields, shared by every copy of this value until one of them is set.
  private var fields: Fields

  public init(
    index: Int, line: Int, source: String, screen: String, navigation: [String], calls: [String],
    state: [String], failures: [String] = []
  ) {
    fields = Fields(
      Fields.Values(
        index: index, line: line, source: source, screen: screen, navigation: navigation,
        calls: calls, state: state, failures: failures))
  }

  // MARK: - Fields

  /// The step's position in the scenario, from 0 (`launch` is usually 0).
  public var index: Int {
    get { fields.values.index }
    set { update { $0.index = newValue } }
  }
  /// The step's line in the scenario file.
  public var line: Int {
    get { fields.values.line }
    set { update { $0.line = newValue } }
  }
  /// The step as written (`tap product.p2`).
  public var source: String {
    get { fields.values.source }
    set { update { $0.source = newValue } }
  }
  /// The canonical screen text after the step.
  public var screen: String {
    get { fields.values.screen }
    set { update { $0.screen = newValue } }
  }
  /// Navigation events the step caused, in order (`push products.detail`).
  public var navigation: [String] {
    get { fields.values.navigation }
    set { update { $0.navigation = newValue } }
  }
  /// Service calls the step caused, in order (`fetchProduct(p2)`).
  public var calls: [String] {
    get { fields.values.calls }
    set { update { $0.calls = newValue } }
  }
  /// The exported state after the step, one line per part.
  public var state: [String] {
    get { fields.values.state }
    set { update { $0.state = newValue } }
  }
  /// Failed expectations and actions that could not be performed, as located messages.
  public var failures: [String] {
    get { fields.values.failures }
    set { update { $0.failures = newValue } }
  }

  /// Sets fields in a box of this value's own.
  private mutating func update(_ change: (inout Fields.Values) -> Void) {
    var values = fields.values
    change(&values)
    fields = Fields(values)
  }

  public static func == (a: StepTrace, b: StepTrace) -> Bool {
    a.fields === b.fields || a.fields.values == b.fields.values
  }

  // MARK: - Aspects

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

// MARK: - Storage

extension StepTrace {
  /// The box: immutable, so the copies of a step share it safely across threads.
  private final class Fields: Sendable {
    /// A step's fields, as the struct held them before it kept them in a box.
    struct Values: Equatable, Sendable {
      var index: Int
      var line: Int
      var source: String
      var screen: String
      var navigation: [String]
      var calls: [String]
      var state: [String]
      var failures: [String]
    }

    let values: Values

    init(_ values: Values) { self.values = values }
  }
}

// MARK: - Codable

extension StepTrace: Codable {
  private enum CodingKeys: String, CodingKey {
    case index, line, source, screen, navigation, calls, state, failures
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      index: try container.decode(Int.self, forKey: .index),
      line: try container.decode(Int.self, forKey: .line),
      source: try container.decode(String.self, forKey: .source),
      screen: try container.decode(String.self, forKey: .screen),
      navigation: try container.decode([String].self, forKey: .navigation),
      calls: try container.decode([String].self, forKey: .calls),
      state: try container.decode([String].self, forKey: .state),
      failures: try container.decode([String].self, forKey: .failures))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(line, forKey: .line)
    try container.encode(source, forKey: .source)
    try container.encode(screen, forKey: .screen)
    try container.encode(navigation, forKey: .navigation)
    try container.encode(calls, forKey: .calls)
    try container.encode(state, forKey: .state)
    try container.encode(failures, forKey: .failures)
  }
}
