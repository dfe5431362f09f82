import Domain
import Foundation

/// One parsed scenario: its header, how the fake services answer, and the steps to replay.
///
/// Service scripting (`api …`, `store …`, `clock …`) applies to the whole scenario wherever it is
/// written in the file; steps run in file order.
public struct Scenario: Equatable, Sendable {
  /// The title from the `scenario:` header.
  public let name: String
  /// The tags from the `tags:` line, in file order (empty when there is none).
  public let tags: [String]
  /// The path of the scenario file, as passed to the parser (diagnostics use the same path).
  public let path: String
  /// The virtual clock's start date, from the `clock` line or ``defaultStartDate``.
  public let startDate: Date
  /// The `api` rules in file order.
  public let apiRules: [APIRule]
  /// The history store's initial records (from `store seed`), in fixture order.
  public let storeSeed: [BMIRecord]
  /// The `store` latency and failure rules in file order.
  public let storeRules: [StoreRule]
  /// The steps in file order.
  public let steps: [Step]
  /// The behaviours of `Docs/AppSpec.md` the scenario says it shows (`covers:` lines).
  public let covers: [BehaviourReference]
  /// Whether an unscripted service call is only a note (`unscripted-calls: allowed`); by default
  /// it fails the replay.
  public let allowsUnscriptedCalls: Bool

  /// 2026-01-01T09:00:00Z: the start date when the scenario has no `clock` line.
  public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_258_000)

  public init(
    name: String, tags: [String] = [], path: String, startDate: Date = Scenario.defaultStartDate,
    apiRules: [APIRule] = [], storeSeed: [BMIRecord] = [], storeRules: [StoreRule] = [],
    steps: [Step] = [], covers: [BehaviourReference] = [], allowsUnscriptedCalls: Bool = false
  ) {
    self.name = name
    self.tags = tags
    self.path = path
    self.startDate = startDate
    self.apiRules = apiRules
    self.storeSeed = storeSeed
    self.storeRules = storeRules
    self.steps = steps
    self.covers = covers
    self.allowsUnscriptedCalls = allowsUnscriptedCalls
  }
}
