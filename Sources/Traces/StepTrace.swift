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
    /// A step's fields; their `Codable` form is the step's.
    struct Values: Codable, Equatable, Sendable {
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
  /// The eight fields, by name (`index`, `line`, `source`, `screen`, … `failures`).
  public init(from decoder: any Decoder) throws {
    fields = Fields(try Fields.Values(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try fields.values.encode(to: encoder)
  }
}
