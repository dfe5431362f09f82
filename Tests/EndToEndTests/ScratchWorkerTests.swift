import Foundation
import HarnessTestSupport
import Runs
import ScratchPackages
import Testing
import VariantRegistry

@testable import CodeCoverage
@testable import MutationTesting

/// The scratch copies of `mutate` and `coverage` build a worker that registers only the variants
/// the run replays, and a manifest that keeps only it, the kept unit tests and what they need.
@Suite struct ScratchWorkerTests {
  static let mvc = ScratchWorker.Variant(module: "MVCApp", type: "MVCVariant")
  static let swiftUIReducer = ScratchWorker.Variant(
    module: "SwiftUIReducerApp", type: "SwiftUIReducerVariant")

  // MARK: - The worker's main.swift

  @Test func aRegisteredVariantIsNamedByItsModuleAndItsType() throws {
    let worker = ScratchWorker(
      registering: try ["swiftui-reducer", "mvc"].map { name in
        try #require(VariantRegistry.all.first { $0.name == name })
      })
    #expect(worker.variants == [Self.swiftUIReducer, Self.mvc])
  }

  @Test func theWorkersMainImportsEachChosenModuleOnceAndRegistersTheirVariantsInOrder() {
    let worker = ScratchWorker(variants: [Self.swiftUIReducer, Self.mvc])
    #expect(
      worker.mainSource(why: "Added by a test.") == """
        // Added by a test.
        import MVCApp
        import ReplayWorker
        import SwiftUIReducerApp

        WorkerMain.run(variants: [SwiftUIReducerVariant.self, MVCVariant.self])

        """)
  }

  // MARK: - The manifest

  @Test func theManifestAddsTheWorkerAndKeepsOnlyWhatItAndTheKeptTestsNeed() {
    let manifest = ScratchWorker(variants: [Self.mvc]).manifest(
      "let package = Package(name: \"P\")\n", keepingTests: ["MVPAppTests", "MVCAppTests"],
      why: "Added by a test.")
    #expect(
      manifest == """
        let package = Package(name: "P")

        // Added by a test.
        package.targets.append(
          .executableTarget(name: "arch-harness-worker", dependencies: ["MVCApp", "ReplayWorker"]))
        do {
          var kept: Set<String> = ["MVCAppTests", "MVPAppTests", "arch-harness-worker"]
          var unvisited = Array(kept)
          while let name = unvisited.popLast() {
            for target in package.targets where target.name == name {
              for dependency in target.dependencies {
                switch dependency {
                case .targetItem(let needed, _), .byNameItem(let needed, _):
                  if kept.insert(needed).inserted { unvisited.append(needed) }
                default: break
                }
              }
            }
          }
          package.targets.removeAll { !kept.contains($0.name) }
          package.products.removeAll()
        }

        """)
  }

  /// The targets SwiftPM reads from the package's own manifest with `worker`'s lines appended
  /// (and, for `coverage`, the instrumentation's), sorted.
  static func targets(ofManifestWith appended: (String) -> String) throws -> [String] {
    let manifest = try String(
      contentsOf: HarnessProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let folder = TemporaryFolder.url("ScratchManifest")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try appended(manifest).write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let dump = Process()
    dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dump.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    let output = Pipe()
    dump.standardOutput = output
    dump.standardError = FileHandle.nullDevice
    try dump.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    dump.waitUntilExit()
    struct Dump: Decodable {
      struct Target: Decodable { let name: String }
      let targets: [Target]
      let products: [Target]
    }
    let read = try JSONDecoder().decode(Dump.self, from: data)
    #expect(read.products.isEmpty)
    return read.targets.map(\.name).sorted()
  }

  @Test func mutatingMVCBuildsMVCItsUnitTestsAndTheReplayWorkerOnly() throws {
    let targets = try Self.targets { manifest in
      MutationPlan.scratchManifest(
        manifest, testTargets: ["MVCAppTests"], worker: ScratchWorker(variants: [Self.mvc]))
    }
    #expect(
      targets == [
        "AppContract", "AppTestDoubles", "Comparison", "DeterministicRuntime", "Domain", "HeadlessUI",
        "MVCApp",
        "MVCAppTests", "Replay", "ReplayWorker", "ScenarioLanguage", "Supervisor", "Terminal", "Traces",
        "arch-harness-worker",
      ])
  }

  @Test func mappingATwinBuildsItsCoreButNotTheOtherTwin() throws {
    let targets = try Self.targets { manifest in
      CoverageSession.instrumentedManifest(
        manifest, modules: ["SwiftUIReducerApp", "ReducerCore"],
        worker: ScratchWorker(variants: [Self.swiftUIReducer]))
    }
    #expect(
      targets == [
        "AppContract", "Comparison", "DeterministicRuntime", "Domain", "HeadlessSwiftUI", "HeadlessUI",
        "ReducerCore", "ReducerRuntime", "Replay", "ReplayWorker", "ScenarioLanguage", "Supervisor",
        "SwiftUIReducerApp", "Terminal", "Traces", "arch-harness-worker",
      ])
  }
}
