import AppContract
import Foundation
import Mutation
import Runs
import ScratchPackages

/// Every mutated module's mutants and schema texts: a variant's own module, and each core module
/// it shares with its twin (`AppVariant.sharedCoreModules`), planned once, right after the first
/// variant sharing it. Ids are numbered across the registered variants in registry order, then by
/// file path and line, so the same commit gives the same mutants.
struct MutationPlan {
  /// One mutated module.
  struct Module {
    let module: String
    /// The variants whose code it is: its own variant, or every registered variant sharing the
    /// core, in registry order.
    let variants: [String]
    /// Whether it is a core module shared by `variants` rather than a variant's own.
    let isSharedCore: Bool
    /// `<Module>Tests` when the package has it.
    let unitTestTarget: String?
    let mutants: [Mutant]
    /// The mutants an ``EquivalenceRule`` matches, which are not judged.
    let equivalents: [EquivalentMutant]

    /// The mutants to judge: all but the equivalent ones.
    var candidates: [Mutant] {
      let equivalent = Set(equivalents.map(\.mutant.id))
      return mutants.filter { !equivalent.contains($0.id) }
    }
  }

  let modules: [Module]
  /// The schema texts, by file path relative to the package.
  let replaced: [String: String]
  /// The switch file added to each module, by path.
  let added: [String: String]
  /// Each mutated file's first id and digest, by path.
  let fileStarts: [String: (firstID: Int, digest: String)]

  /// The modules `variant` is judged on: its own, then its shared cores.
  func modules(of variant: String) -> [Module] {
    let all = modules.filter { $0.variants.contains(variant) }
    return all.filter { !$0.isSharedCore } + all.filter(\.isSharedCore)
  }

  /// The unit-test targets that judge `variant`'s mutants: its own module's and its cores'.
  func unitTestTargets(of variant: String) -> [String] {
    modules(of: variant).compactMap(\.unitTestTarget)
  }

  /// The modules judged when `selected` are: theirs and the cores they share, each once.
  func modules(judging selected: [String]) -> [Module] {
    modules.filter { !Set($0.variants).isDisjoint(with: selected) }
  }

  /// The unit-test targets a `mutate` of `selected` builds and runs: their modules' and their
  /// cores', each once.
  func unitTestTargets(judging selected: [String]) -> [String] {
    modules(judging: selected).compactMap(\.unitTestTarget)
  }

  /// Plans the mutants of `variants`' modules and shared cores under `packageRoot`, leaving out
  /// `skipped` sites (by file and index in the file: sites whose rewrite did not compile). Ids are
  /// numbered over every variant, so they do not depend on the selection; only the modules of the
  /// `selected` variants (by name; nil: all), their cores included, are rewritten into schemata and
  /// given the switch file, so a build compiles the mutants that will be judged and no others.
  static func make(
    variants: [any AppVariant.Type], packageRoot: URL, skipped: Set<SkippedSite>, selected: Set<String>? = nil
  ) -> MutationPlan {
    var planner = Planner(
      packageRoot: packageRoot, skipped: skipped, rules: equivalenceRules(packageRoot: packageRoot),
      files: ScratchPackage(packageRoot: packageRoot).sourceFiles())
    for variant in variants {
      let isSelected = selected?.contains(variant.name) ?? true
      planner.plan(ReportOutput.moduleName(of: variant), of: [variant.name], isSelected: isSelected)
      for core in variant.sharedCoreModules where !planner.planned.contains(core) {
        let sharers = variants.filter { $0.sharedCoreModules.contains(core) }.map { $0.name }
        let isSelected = selected.map { !$0.isDisjoint(with: sharers) } ?? true
        planner.plan(core, of: sharers, isSelected: isSelected, isSharedCore: true)
      }
    }
    return MutationPlan(
      modules: planner.modules, replaced: planner.replaced, added: planner.added, fileStarts: planner.starts)
  }

  /// Numbers and rewrites one module after another.
  private struct Planner {
    let packageRoot: URL
    let skipped: Set<SkippedSite>
    let rules: EquivalenceRules
    /// The package's source files, relative to it.
    let files: [String]
    var nextID = 1
    var modules: [Module] = []
    var planned: Set<String> = []
    var replaced: [String: String] = [:]
    var added: [String: String] = [:]
    var starts: [String: (firstID: Int, digest: String)] = [:]

    /// Plans `module`, the code of `variants`; its schema is written when `isSelected`.
    mutating func plan(_ module: String, of variants: [String], isSelected: Bool, isSharedCore: Bool = false)
    {
      planned.insert(module)
      let folder = "Sources/\(module)"
      var mutants: [Mutant] = []
      var equivalents: [EquivalentMutant] = []
      for file in files where file.hasPrefix(folder + "/") && file.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        else { continue }
        let digest = SkippedSite.digest(text)
        starts[file] = (nextID, digest)
        let skipping = Set(
          skipped.filter { $0.file == file && $0.digest == digest }.map { nextID + $0.index })
        let result = Mutator.mutate(text, file: file, module: module, firstID: nextID, skipping: skipping)
        if isSelected, !result.mutants.isEmpty { replaced[file] = result.text }
        mutants += result.mutants
        equivalents += result.mutants.compactMap { mutant in
          rules.rule(for: mutant, in: text).map { EquivalentMutant(mutant: mutant, rule: $0) }
        }
        nextID += result.siteCount
      }
      if isSelected { added["\(folder)/\(SchemaRuntime.fileName)"] = SchemaRuntime.source }
      let testsFolder = packageRoot.appendingPathComponent("Tests/\(module)Tests")
      modules.append(
        Module(
          module: module, variants: variants, isSharedCore: isSharedCore,
          unitTestTarget: FileManager.default.fileExists(atPath: testsFolder.path) ? "\(module)Tests" : nil,
          mutants: mutants, equivalents: equivalents))
    }
  }

  /// `manifest` building only `worker` (the judged variants' replays), the unit-test targets in
  /// `testTargets` and what they need: the scratch copy's other targets — the other variants, the
  /// tool and its engines, the harness's own tests, the test build of the tool and its planted
  /// variants — are dropped, so a `mutate` of one variant compiles that variant, its tests and the
  /// replay worker. The lines are Swift appended to the manifest, which names its package `package`.
  static func scratchManifest(_ manifest: String, testTargets: [String], worker: ScratchWorker) -> String {
    worker.manifest(manifest, keepingTests: testTargets, why: scratchWhy)
  }

  /// The comment line of the scratch copy's manifest and worker.
  static let scratchWhy =
    "Added by `arch-harness mutate`: only the variants judged and their unit tests are built."

  /// The equivalence rules, with the empty methods of the UI stand-in read from its sources.
  static func equivalenceRules(packageRoot: URL) -> EquivalenceRules {
    let folder = "Sources/HeadlessUI/"
    let sources = ScratchPackage(packageRoot: packageRoot).sourceFiles()
      .filter { $0.hasPrefix(folder) && $0.hasSuffix(".swift") }
      .compactMap { try? String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8) }
    return EquivalenceRules(emptyBaseMethods: EquivalenceRules.emptyMethods(in: sources))
  }

  /// The skipped-site record of `mutant`.
  func skippedSite(of mutant: Mutant) -> SkippedSite {
    let start = fileStarts[mutant.file]!
    return SkippedSite(file: mutant.file, digest: start.digest, index: mutant.id - start.firstID)
  }

  /// The mutant planted at `file:line` (or, failing that, the nearest one above it in the file).
  func mutants(near file: String, line: Int) -> [Mutant] {
    let inFile = modules.flatMap(\.mutants).filter { $0.file == file }
    let close = inFile.filter { $0.line <= line + 1 && $0.line >= line - 3 }
    if !close.isEmpty { return close }
    return inFile.filter { $0.line <= line }.suffix(1)
  }
}
