/// What survives a UI-framework change, measured: a UI-free core module that variants of different
/// eras share (`ReducerCore` for `reducer` and `swiftui-reducer`), its files and lines, and each
/// variant's own files and lines without it — all by the cost table's rules, split from the
/// variants' ``VariantCost``s (which count the core under `<Module>/`, see
/// ``CostMeasurer/measureCode(variant:moduleDirectory:testsDirectory:sharedModules:)``).
public struct SharedCoreCost: Codable, Equatable, Sendable {
  /// The shared module's name (`ReducerCore`).
  public var module: String
  /// The module's own figures (its files, paths relative to it).
  public var core: CodeShare
  /// Each sharing variant's code outside every core it shares (named by the variant), in the
  /// order of the costs it was split from.
  public var apps: [CodeShare]

  public init(module: String, core: CodeShare, apps: [CodeShare]) {
    self.module = module
    self.core = core
    self.apps = apps
  }

  /// The shared cores among `costs`: one per module that at least two measured variants share
  /// (`sharedModules` maps a variant to the core modules it shares), in the order the modules
  /// first appear in `costs`. The core's figures are those of its first variant's files under
  /// `<Module>/` (every twin counts the same folder); an app's are its files under none of its
  /// cores.
  public static func split(costs: [VariantCost], sharedModules: [String: [String]]) -> [SharedCoreCost] {
    var modules: [String] = []
    for cost in costs {
      for module in sharedModules[cost.variant] ?? [] where !modules.contains(module) {
        modules.append(module)
      }
    }
    return modules.compactMap { module in
      let sharing = costs.filter { (sharedModules[$0.variant] ?? []).contains(module) }
      guard sharing.count >= 2 else { return nil }
      let prefix = module + "/"
      let coreFiles = sharing[0].sourceFiles.filter { $0.path.hasPrefix(prefix) }
      let apps = sharing.map { cost in
        let prefixes = (sharedModules[cost.variant] ?? []).map { $0 + "/" }
        return CodeShare(
          name: cost.variant,
          files: cost.sourceFiles.filter { file in !prefixes.contains { file.path.hasPrefix($0) } })
      }
      return SharedCoreCost(module: module, core: CodeShare(name: module, files: coreFiles), apps: apps)
    }
  }
}

/// One part of a shared pair's code: the core, or one app without it.
public struct CodeShare: Codable, Equatable, Sendable {
  /// The core module's name, or the variant's.
  public var name: String
  /// Swift files.
  public var files: Int
  /// Their non-blank, non-comment lines.
  public var linesOfCode: Int
  /// Files and lines per role, for every role with a file, in ``CodeRole`` order.
  public var roles: [RoleCost]

  public init(name: String, files: Int, linesOfCode: Int, roles: [RoleCost]) {
    self.name = name
    self.files = files
    self.linesOfCode = linesOfCode
    self.roles = roles
  }

  /// The figures of `files`.
  public init(name: String, files: [FileCost]) {
    let cost = VariantCost(
      variant: name, sourceFiles: files, testFiles: 0, testLines: 0, measuredReplays: 0,
      microsecondsPerAction: nil)
    self.init(name: name, files: cost.files, linesOfCode: cost.linesOfCode, roles: cost.roles)
  }

  /// The lines of code of `role` (0 when the part has none).
  public func linesOfCode(for role: CodeRole) -> Int {
    roles.first { $0.role == role }?.linesOfCode ?? 0
  }
}
