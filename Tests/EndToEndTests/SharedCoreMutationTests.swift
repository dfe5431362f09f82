import Foundation
import HarnessTestSupport
import Mutation
import ScratchPackages
import Testing
import VariantRegistry

@testable import MutationTesting

/// `mutate` on a pair that shares a core (the reducer twins and `ReducerCore`): the core is
/// planted once and judged for each twin, by the twin's unit tests, the core's and the twin's
/// replays. A tiny package of the registry's module folders stands in for the real sources.
@Suite struct SharedCoreMutationTests {
  /// A function with a few mutation sites.
  static let source = """
    func isOne(_ value: Int) -> Bool {
      if value == 1 { return true }
      return false
    }

    """

  /// A package with one small file in each of `modules`, and a test folder for each of `tests`.
  static func package(modules: [String], tests: [String]) throws -> URL {
    let root = TemporaryFolder.url("core-plan")
    for module in modules {
      let folder = root.appendingPathComponent("Sources/\(module)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try source.write(to: folder.appendingPathComponent("Logic.swift"), atomically: true, encoding: .utf8)
    }
    for target in tests {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/\(target)", isDirectory: true),
        withIntermediateDirectories: true)
    }
    try "let package = Package(name: \"P\")\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return root
  }

  static func reducerPair() throws -> URL {
    try package(
      modules: ["MVCApp", "ReducerApp", "ReducerCore", "SwiftUIReducerApp"],
      tests: ["ReducerAppTests", "ReducerCoreTests", "SwiftUIReducerAppTests"])
  }

  static func plan(_ root: URL, selected: Set<String>? = nil) -> MutationPlan {
    MutationPlan.make(variants: VariantRegistry.all, packageRoot: root, skipped: [], selected: selected)
  }

  // MARK: - Plan

  @Test("a shared core is planned once, right after the first variant sharing it, as the code of both twins")
  func aSharedCoreIsPlannedOnceAfterItsFirstVariant() throws {
    let plan = Self.plan(try Self.reducerPair())
    let names = plan.modules.map(\.module)
    #expect(names.filter { $0 == "ReducerCore" }.count == 1)
    #expect(names.firstIndex(of: "ReducerCore") == names.firstIndex(of: "ReducerApp").map { $0 + 1 })
    let core = try #require(plan.modules.first { $0.module == "ReducerCore" })
    #expect(core.variants == ["reducer", "swiftui-reducer"])
    #expect(core.isSharedCore)
    #expect(plan.modules(of: "swiftui-reducer").map(\.module) == ["SwiftUIReducerApp", "ReducerCore"])
    let ids = plan.modules.flatMap { $0.mutants.map(\.id) }
    #expect(!core.mutants.isEmpty)
    #expect(ids == Array(1...ids.count))
  }

  @Test("mutating one twin rewrites its module and its core, with the ids of a run over every variant")
  func oneTwinRewritesItsModuleAndItsCoreOnly() throws {
    let root = try Self.reducerPair()
    let selected = Self.plan(root, selected: ["swiftui-reducer"])
    #expect(
      selected.replaced.keys.sorted() == [
        "Sources/ReducerCore/Logic.swift", "Sources/SwiftUIReducerApp/Logic.swift",
      ])
    #expect(
      selected.added.keys.sorted() == [
        "Sources/ReducerCore/\(SchemaRuntime.fileName)",
        "Sources/SwiftUIReducerApp/\(SchemaRuntime.fileName)",
      ])
    let all = Self.plan(root)
    #expect(selected.modules.map { $0.mutants.map(\.id) } == all.modules.map { $0.mutants.map(\.id) })
  }

  @Test("a twin's mutants are judged by its own unit tests and the core's, which the scratch build keeps")
  func aTwinIsJudgedByItsTestsAndTheCores() throws {
    let plan = Self.plan(try Self.reducerPair())
    #expect(plan.unitTestTargets(of: "reducer") == ["ReducerAppTests", "ReducerCoreTests"])
    #expect(plan.unitTestTargets(of: "swiftui-reducer") == ["SwiftUIReducerAppTests", "ReducerCoreTests"])
    #expect(
      plan.unitTestTargets(judging: ["swiftui-reducer"]) == ["ReducerCoreTests", "SwiftUIReducerAppTests"])
    #expect(plan.unitTestTargets(judging: ["mvc"]) == [])
    let manifest = MutationPlan.scratchManifest(
      "", testTargets: plan.unitTestTargets(judging: ["reducer"]), worker: ScratchWorker(variants: []))
    #expect(manifest.contains(#"["ReducerAppTests", "ReducerCoreTests", "arch-harness-worker"]"#))
  }

  // MARK: - Sampling and judging

  @Test("both twins judge the same sample of their core, drawn once, besides a sample of their own module")
  func bothTwinsJudgeTheSameSampleOfTheirCore() throws {
    let plan = Self.plan(try Self.reducerPair())
    let variants = JudgingWork.variants(of: plan, selected: ["swiftui-reducer", "reducer"], sample: 1)
    #expect(variants.map(\.name) == ["reducer", "swiftui-reducer"])
    let core = Set(try #require(plan.modules.first { $0.module == "ReducerCore" }).mutants.map(\.id))
    let coreSamples = variants.map { $0.mutants.map(\.id).filter(core.contains) }
    #expect(coreSamples.map(\.count) == [1, 1])
    #expect(coreSamples[0] == coreSamples[1])
    #expect(variants.map(\.mutants.count) == [2, 2])
    let again = JudgingWork.variants(of: plan, selected: ["reducer", "swiftui-reducer"], sample: 1)
    #expect(again.map { $0.mutants.map(\.id) } == variants.map { $0.mutants.map(\.id) })
  }

  @Test("the core's unit tests run once on a core mutant, and each twin's replays on it apart")
  func theCoresTestsRunOnceAndEachTwinsReplaysApart() throws {
    let plan = Self.plan(try Self.reducerPair())
    let variants = JudgingWork.variants(of: plan, selected: ["reducer", "swiftui-reducer"], sample: nil)
    let coreMutant = try #require(plan.modules.first { $0.module == "ReducerCore" }?.mutants.first).id
    let work = JudgingWork(
      variants: variants, unitReach: ["ReducerCoreTests": [coreMutant], "ReducerAppTests": [coreMutant]],
      replayReach: ["reducer": [coreMutant], "swiftui-reducer": [coreMutant]])
    let jobs = work.jobs.filter {
      switch $0 {
      case .unitTests(_, let id), .replays(_, let id): id == coreMutant
      }
    }
    #expect(
      jobs == [
        .unitTests(target: "ReducerAppTests", mutant: coreMutant),
        .unitTests(target: "ReducerCoreTests", mutant: coreMutant),
        .replays(variant: "reducer", mutant: coreMutant),
        .replays(variant: "swiftui-reducer", mutant: coreMutant),
      ])
    let verdicts: [JudgingWork.Job: MutantVerdict] = [
      .unitTests(target: "ReducerAppTests", mutant: coreMutant): .killed,
      .unitTests(target: "ReducerCoreTests", mutant: coreMutant): .survived,
      .replays(variant: "reducer", mutant: coreMutant): .survived,
      .replays(variant: "swiftui-reducer", mutant: coreMutant): .killed,
    ]
    let judged = work.variants.map { variant in
      work.judged(variant, verdicts: verdicts).first { $0.mutant.id == coreMutant }.map {
        [$0.unitTests, $0.replays]
      }
    }
    #expect(judged == [[.killed, .survived], [.survived, .killed]])
  }

  @Test(
    "a mutant's unit-test verdict over several targets is the strongest of theirs",
    arguments: [
      ([MutantVerdict.survived, .killed], MutantVerdict.killed),
      ([.timedOut, .survived], .timedOut),
      ([.killed, .timedOut], .killed),
      ([.survived, .survived], .survived),
      ([], .notReached),
    ])
  func unitTestVerdictsCombine(verdicts: [MutantVerdict], expected: MutantVerdict) {
    #expect(JudgingWork.combined(verdicts) == expected)
  }

  @Test("a twin's row names its module and its core, its test targets, and counts the mutants of both")
  func aTwinsRowCountsItsModuleAndItsCore() throws {
    let plan = Self.plan(try Self.reducerPair())
    let variant = try #require(JudgingWork.variants(of: plan, selected: ["reducer"], sample: nil).first)
    let row = JudgingWork.testability(of: variant, in: plan, judged: [])
    #expect(row.module == "ReducerApp + ReducerCore")
    #expect(row.unitTestTarget == "ReducerAppTests + ReducerCoreTests")
    #expect(row.generated == plan.modules(of: "reducer").reduce(0) { $0 + $1.mutants.count })
    #expect(row.generated == 2 * plan.modules[0].mutants.count)
  }
}
