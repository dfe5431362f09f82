import CodeMetrics

/// A variant as the change-cost engine sees it: its name and the modules whose sources and
/// tests its patch may change.
public struct ChangeVariant: Equatable, Sendable {
  public var name: String
  /// The variant's own module (`MVCApp`).
  public var module: String
  /// The UI-free modules it shares with its twin (`ReducerCore`), which its patch may change too.
  public var sharedCoreModules: [String]

  public init(name: String, module: String, sharedCoreModules: [String] = []) {
    self.name = name
    self.module = module
    self.sharedCoreModules = sharedCoreModules
  }

  /// The modules its patch may change, its own first.
  public var modules: [String] { [module] + sharedCoreModules }

  /// The unit-test targets of its modules (`MVCAppTests`).
  public var testTargets: [String] { modules.map { $0 + "Tests" } }

  /// True when `path` is in one of its modules' sources or tests.
  public func owns(_ path: String) -> Bool {
    modules.contains { path.hasPrefix("Sources/\($0)/") || path.hasPrefix("Tests/\($0)Tests/") }
  }

  /// True when `path` is test code.
  public static func isTest(_ path: String) -> Bool { path.hasPrefix("Tests/") }

  /// The cost-table role of the file at `path` (relative to its module's folder).
  public static func role(of path: String) -> CodeRole {
    let parts = path.split(separator: "/", maxSplits: 2).map(String.init)
    return RoleClassifier.role(forRelativePath: parts.count == 3 ? parts[2] : path)
  }
}
