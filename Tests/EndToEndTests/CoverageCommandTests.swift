import Foundation
import HarnessTestSupport
import Reports
import ScratchPackages
import Testing

@testable import CodeCoverage
@testable import MutationTesting

/// `arch-harness coverage`: where it finds the LLVM tools, and (soak tier: it builds an
/// instrumented copy of the package) the map of a tiny known flow end to end.
@Suite struct CoverageCommandTests {
  @Test("without llvm-profdata and llvm-cov next to swift or on PATH, coverage says which are missing")
  func missingTools() {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-tools-\(UUID().uuidString)")
    guard case .failure(let missing) = LLVMTools.locate(environment: ["PATH": empty.path]) else {
      Issue.record("found tools on an empty PATH")
      return
    }
    #expect(
      missing.message
        == "error: llvm-profdata and llvm-cov not found next to swift or on PATH; coverage needs the toolchain's LLVM tools"
    )
  }

  @Test(
    "a replay that leaves no profile is explained with how its worker ended and how to see where",
    arguments: [
      (ProcessRunner.Ending.exited(132), "its worker stopped with status 132"),
      (.timedOut, "its worker did not finish in time"),
      (.notStarted("no such file"), "its worker could not start (no such file)"),
    ])
  func unmappedReason(ending: ProcessRunner.Ending, how: String) {
    #expect(
      ProfiledReplayer.explain(ending, "Scenarios/bmi/a.scenario", "mvc")
        == how + " and wrote no profile (a crash does not); "
        + "'arch-harness replay Scenarios/bmi/a.scenario --variant mvc' shows where it stops")
  }

  @Test(
    "the instrumented copy's manifest builds the worker alone, with the coverage flags on the variant modules"
  )
  func manifestInstrumentsTheVariantsOnly() {
    let worker = ScratchWorker(variants: [.init(module: "MVCApp", type: "MVCVariant")])
    let manifest = CoverageSession.instrumentedManifest(
      "let package = Package(name: \"P\")\n", modules: ["VIPERApp", "MVCApp"], worker: worker)
    let workerOnly = worker.manifest(
      "let package = Package(name: \"P\")\n", keepingTests: [],
      why: "Added by `arch-harness coverage`: only the variants mapped and the worker are built.")
    #expect(
      manifest == workerOnly + """

        // Added by `arch-harness coverage`: only the variant modules are instrumented.
        for target in package.targets where ["MVCApp", "VIPERApp"].contains(target.name) {
          target.swiftSettings =
            (target.swiftSettings ?? []) + [.unsafeFlags(["-profile-generate", "-profile-coverage-mapping"])]
        }
        for target in package.targets where target.name == "arch-harness-worker" {
          target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-profile-generate"])]
        }

        """)
  }

  @Test("the tools next to the toolchain's swift come before those elsewhere on PATH")
  func toolchainFirst() throws {
    let tools = try LLVMTools.locate().get()
    #expect(tools.profdata.lastPathComponent == "llvm-profdata")
    #expect(tools.cov.deletingLastPathComponent() == tools.profdata.deletingLastPathComponent())
  }

  @Test(
    "the BMI flow replayed on mvc maps to MVCApp lines, with the BMI form among its files",
    .soak, .needsReplayRuntime)
  func tinyFlowEndToEnd() async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, output) = try await HarnessProcess.run(
      ["coverage", "--quiet", "--variant", "mvc", "--scenarios", scratch.root.path, "--out", out.path])
    #expect(status == 0, "\(output)")
    let json = try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
    let map = try #require(try JSONReportWriter.run(from: json).behaviourMap)
    #expect(map.scenarios.map(\.scenario) == ["Scenarios/bmi/valid-who.scenario"])
    let files = try #require(map.scenarios.first?.variants.first { $0.variant == "mvc" }?.files)
    #expect(files.allSatisfy { $0.file.hasPrefix("Sources/MVCApp/") })
    #expect(files.contains { $0.file.hasPrefix("Sources/MVCApp/BMI/") && $0.lineCount > 0 })
    #expect(map.variants.map(\.variant) == ["mvc"])
    #expect(map.variants[0].reachedLines + map.variants[0].unreachedLines == map.variants[0].countedLines)
  }
}

/// The scratch copy `mutate` builds holds only the judged variants, their unit tests and a worker.
@Suite struct MutationScratchManifestTests {
  @Test("the scratch manifest keeps the judged variants' unit tests and the worker, and drops the rest")
  func onlyTheJudgedUnitTests() {
    let worker = ScratchWorker(variants: [.init(module: "MVCApp", type: "MVCVariant")])
    let manifest = MutationPlan.scratchManifest(
      "let package = Package(name: \"P\")\n", testTargets: ["VIPERAppTests", "MVCAppTests"], worker: worker)
    #expect(
      manifest
        == worker.manifest(
          "let package = Package(name: \"P\")\n", keepingTests: ["MVCAppTests", "VIPERAppTests"],
          why: "Added by `arch-harness mutate`: only the variants judged and their unit tests are built."))
    #expect(
      manifest.contains(#"var kept: Set<String> = ["MVCAppTests", "VIPERAppTests", "arch-harness-worker"]"#))
  }
}
