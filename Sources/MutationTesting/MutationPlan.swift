import AppContract
import Foundation
import Mutation
import Runs
import ScratchPackages

/// Every variant module's mutants and schema texts: ids numbered across the registered variants in
/// registry order, then by file path and line, so the same commit gives the same mutants.
struct MutationPlan {
  /// One mutated variant.
  struct Module {
    let variant: String
    let module: String
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

  /// Plans the mutants of `variants`' modules under `packageRoot`, leaving out `skipped` sites
  /// (by file and index in the file: sites whose rewrite did not compile). Ids are numbered over
  /// every variant, so they do not depend on the selection; only the modules of the `selected`
  /// variants (by name; nil: all) are rewritten into schemata and given the switch file, so a
  /// build compiles the mutants that will be judged and no others.
  static func make(
    variants: [any AppVariant.Type], packageRoot: URL, skipped: Set<SkippedSite>, selected: Set<String>? = nil
  ) -> MutationPlan {
    var nextID = 1
    var modules: [Module] = []
    var replaced: [String: String] = [:]
    var added: [String: String] = [:]
    var starts: [String: (firstID: Int, digest: String)] = [:]
    let rules = equivalenceRules(packageRoot: packageRoot)
    for variant in variants {
      let module = ReportOutput.moduleName(of: variant)
      let folder = "Sources/\(module)"
      let files = ScratchPackage(packageRoot: packageRoot).sourceFiles().filter {
        $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift")
      }
      var mutants: [Mutant] = []
      var equivalents: [EquivalentMutant] = []
      for file in files {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        else {
          continue
        }
        let digest = SkippedSite.digest(text)
        starts[file] = (nextID, digest)
        let skipping = Set(
          skipped.filter { $0.file == file && $0.digest == digest }.map { nextID + $0.index })
        let result = Mutator.mutate(text, file: file, module: module, firstID: nextID, skipping: skipping)
        let isSelected = selected?.contains(variant.name) ?? true
        if isSelected, !result.mutants.isEmpty { replaced[file] = result.text }
        mutants += result.mutants
        equivalents += result.mutants.compactMap { mutant in
          rules.rule(for: mutant, in: text).map { EquivalentMutant(mutant: mutant, rule: $0) }
        }
        nextID += result.siteCount
      }
      if selected?.contains(variant.name) ?? true {
        added["\(folder)/\(SchemaRuntime.fileName)"] = SchemaRuntime.source
      }
      let testsFolder = packageRoot.appendingPathComponent("Tests/\(module)Tests")
      modules.append(
        Module(
          variant: variant.name, module: module,
          unitTestTarget: FileManager.default.fileExists(atPath: testsFolder.path) ? "\(module)Tests" : nil,
          mutants: mutants, equivalents: equivalents))
    }
    return MutationPlan(modules: modules, replaced: replaced, added: added, fileStarts: starts)
  }

  /// `manifest` building only the unit-test targets in `testTargets`: the scratch copy's other
  /// test targets, the test build of the tool and its planted variants are dropped, so a `mutate`
  /// of one variant does not compile the harness's own tests. The lines are Swift appended to the
  /// manifest, which names its package `package`.
  static func scratchManifest(_ manifest: String, testTargets: [String]) -> String {
    let kept = testTargets.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    return manifest + """

      // Added by `arch-harness mutate`: only the unit tests of the variants judged are built.
      package.targets.removeAll { target in
        (target.type == .test && ![\(kept)].contains(target.name))
          || ["arch-harness-testbed", "TestVariants"].contains(target.name)
      }

      """
  }

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

/// A mutation site left out because its rewrite did not compile: the file, a digest of its text
/// (a changed file is tried again) and the site's index in the file.
struct SkippedSite: Hashable {
  let file: String
  let digest: String
  let index: Int

  /// FNV-1a of the text and the mutator's version, in hex: stable from run to run.
  static func digest(_ text: String) -> String {
    var hash = FNV1a()
    hash.add("\(Mutator.version)\n\(text)")
    return hash.hex
  }

  /// The list kept in the scratch folder, one `file<TAB>digest<TAB>index` a line.
  static func load(from url: URL) -> Set<SkippedSite> {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(
      text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t")
        guard fields.count == 3, let index = Int(fields[2]) else { return nil }
        return SkippedSite(file: String(fields[0]), digest: String(fields[1]), index: index)
      })
  }

  static func save(_ sites: Set<SkippedSite>, to url: URL) {
    let lines = sites.map { "\($0.file)\t\($0.digest)\t\($0.index)" }.sorted()
    try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
  }
}
