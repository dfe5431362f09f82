import Foundation

extension BehaviourMap {
  /// One replay's lcov records, with the variant and scenario it replayed.
  public struct Replay: Sendable {
    public var scenario: String
    public var variant: String
    public var records: LcovRecords

    public init(scenario: String, variant: String, records: LcovRecords) {
      self.scenario = scenario
      self.variant = variant
      self.records = records
    }
  }

  /// Makes the map from the replays of `variants` (name and module, in registry order). A
  /// variant's files are those under `Sources/<module>/`; file paths in the records are cut to
  /// start there. Scenarios are ordered by path.
  public static func make(variants: [(name: String, module: String)], replays: [Replay]) -> BehaviourMap {
    make(variants: variants.map { (name: $0.name, modules: [$0.module]) }, replays: replays)
  }

  /// Makes the map from the replays of `variants` (name and the modules its code is in: its own,
  /// then the core modules it shares, in registry order). A variant's files are those under
  /// `Sources/<module>/` of each of its modules, each file once, and its entry's module names
  /// them joined with ` + ` (`ReducerApp + ReducerCore`). Scenarios are ordered by path.
  public static func make(variants: [(name: String, modules: [String])], replays: [Replay]) -> BehaviourMap {
    var counted: [String: [String: Set<Int>]] = [:]
    var reached: [String: [String: Set<Int>]] = [:]
    var perScenario: [String: [String: [String: Set<Int>]]] = [:]
    let modules = Dictionary(variants.map { ($0.name, $0.modules) }, uniquingKeysWith: { first, _ in first })
    for replay in replays {
      guard let names = modules[replay.variant] else { continue }
      let own = moduleFiles(replay.records, modules: names)
      for (file, lines) in own.counted {
        counted[replay.variant, default: [:]][file, default: []].formUnion(lines)
      }
      for (file, lines) in own.executed {
        reached[replay.variant, default: [:]][file, default: []].formUnion(lines)
        perScenario[replay.scenario, default: [:]][replay.variant, default: [:]][file] = lines
      }
      perScenario[replay.scenario, default: [:]][replay.variant, default: [:]] =
        perScenario[replay.scenario]?[replay.variant] ?? [:]
    }
    let mapped = variants.filter { counted[$0.name] != nil }
    let variantEntries = mapped.map { variant in
      let all = counted[variant.name] ?? [:]
      let ran = reached[variant.name] ?? [:]
      let unreached = all.compactMap { file, lines -> (String, Set<Int>)? in
        let missing = lines.subtracting(ran[file] ?? [])
        return missing.isEmpty ? nil : (file, missing)
      }
      return VariantBehaviour(
        variant: variant.name, module: variant.modules.joined(separator: " + "),
        countedLines: all.values.reduce(0) { $0 + $1.count },
        reachedLines: ran.values.reduce(0) { $0 + $1.count }, unreached: fileLines(unreached))
    }
    let scenarioEntries = perScenario.keys.sorted().map { scenario in
      let byVariant = perScenario[scenario] ?? [:]
      return ScenarioBehaviour(
        scenario: scenario,
        variants: mapped.compactMap { variant in
          byVariant[variant.name].map {
            ReplayLines(variant: variant.name, files: fileLines($0.map { ($0.key, $0.value) }))
          }
        })
    }
    return BehaviourMap(variants: variantEntries, scenarios: scenarioEntries)
  }

  /// The records of the files under `Sources/<module>/` of `modules`, with paths starting there.
  private static func moduleFiles(_ records: LcovRecords, modules: [String]) -> LcovRecords {
    let markers = modules.map { "Sources/\($0)/" }
    var files: [String: [Int: Int]] = [:]
    for (path, lines) in records.files {
      guard
        let start = markers.lazy.compactMap({ path.range(of: $0, options: .backwards)?.lowerBound }).max()
      else { continue }
      files[String(path[start...]), default: [:]].merge(lines, uniquingKeysWith: +)
    }
    return LcovRecords(files: files)
  }

  private static func fileLines(_ files: [(String, Set<Int>)]) -> [FileLines] {
    files.sorted { $0.0 < $1.0 }.map { FileLines(file: $0.0, ranges: LineRange.ranges(of: $0.1)) }
  }
}
