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

  /// The module and type come from the type's qualified name, read without `String(reflecting:)`
  /// (``ReportOutput/moduleName(of:)``), and say what it says.
  @Test(arguments: VariantRegistry.all.map { $0.name })
  func everyRegisteredVariantIsNamedAsStringReflectingNamesItsType(name: String) throws {
    let variant = try #require(VariantRegistry.all.first { $0.name == name })
    let registered = try #require(ScratchWorker(registering: [variant]).variants.first)
    #expect("\(registered.module).\(registered.type)" == String(reflecting: variant))
    #expect(ReportOutput.moduleName(of: variant) == registered.module)
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
        do {
          let unoptimized: Set<String> = [
            "Comparison", "DeterministicRuntime", "JSONText", "Replay", "ScenarioLanguage", "Supervisor", "Traces",
          ]
          for target in package.targets where unoptimized.contains(target.name) {
            target.swiftSettings = nil
          }
        }

        """)
  }

  /// The flag Package.swift gives every target in debug builds (`metadataAccessorsInDebug`).
  static let metadataFlag = "-Xfrontend -disable-concrete-type-metadata-mangled-name-accessors"

  /// The targets SwiftPM reads from the package's own manifest with `appended` applied (the scratch
  /// worker's lines and, for `coverage`, the instrumentation's), sorted, with the settings of each:
  /// without ``metadataFlag`` unless `keepingMetadataFlag`, since every target has it.
  static func targets(
    ofManifestWith appended: (String) -> String = { $0 }, keepingMetadataFlag: Bool = false
  ) throws -> [(name: String, settings: [String])] {
    let manifest = try String(
      contentsOf: HarnessProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let data = try PackageDump.json(ofManifest: appended(manifest))
    let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(package["targets"] as? [[String: Any]])
    if appended("") != "" { #expect((package["products"] as? [Any])?.isEmpty == true) }
    return targets.compactMap { target in
      guard let name = target["name"] as? String else { return nil }
      let settings = (target["settings"] as? [[String: Any]] ?? []).map { setting in
        let kind = setting["kind"] as? [String: Any]
        let flags = (kind?["unsafeFlags"] as? [String: Any])?["_0"] as? [String]
        return flags?.joined(separator: " ") ?? "\(kind?.keys.sorted() ?? [])"
      }
      return (name, keepingMetadataFlag ? settings : settings.filter { $0 != metadataFlag })
    }.sorted { $0.name < $1.name }
  }

  @Test func everyTargetOfThePackageReachesGenericMetadataByAccessorInDebugBuilds() throws {
    let targets = try Self.targets(keepingMetadataFlag: true)
    #expect(targets.count > 40)
    #expect(targets.filter { !$0.settings.contains(Self.metadataFlag) }.map(\.name) == [])
  }

  @Test func mutatingMVCBuildsMVCItsUnitTestsAndTheReplayWorkerOnlyWithTheUIStandInOptimised() throws {
    let targets = try Self.targets { manifest in
      MutationPlan.scratchManifest(
        manifest, testTargets: ["MVCAppTests"], worker: ScratchWorker(variants: [Self.mvc]))
    }
    #expect(
      targets.map(\.name) == [
        "AppContract", "AppTestDoubles", "Comparison", "DeterministicRuntime", "Domain", "HeadlessUI",
        "JSONText", "MVCApp", "MVCAppTests", "Replay", "ReplayWorker", "ScenarioLanguage", "Supervisor",
        "Terminal", "Traces", "arch-harness-worker",
      ])
    #expect(targets.filter { !$0.settings.isEmpty }.map(\.name) == ["HeadlessUI"])
  }

  @Test func mappingATwinBuildsAndInstrumentsItsCoreButNotTheOtherTwin() throws {
    let targets = try Self.targets { manifest in
      CoverageSession.instrumentedManifest(
        manifest, modules: ["SwiftUIReducerApp", "ReducerCore"],
        worker: ScratchWorker(variants: [Self.swiftUIReducer]))
    }
    #expect(
      targets.map(\.name) == [
        "AppContract", "Comparison", "DeterministicRuntime", "Domain", "HeadlessSwiftUI", "HeadlessUI",
        "JSONText", "ReducerCore", "ReducerRuntime", "Replay", "ReplayWorker", "ScenarioLanguage",
        "Supervisor", "SwiftUIReducerApp", "Terminal", "Traces", "arch-harness-worker",
      ])
    let instrumented = ["-profile-generate -profile-coverage-mapping"]
    let standIn = ["-O", "-enforce-exclusivity=unchecked"]
    #expect(
      targets.filter { !$0.settings.isEmpty }.map { "\($0.name): \($0.settings)" } == [
        "HeadlessSwiftUI: \(standIn)", "HeadlessUI: \(standIn)", "ReducerCore: \(instrumented)",
        "SwiftUIReducerApp: \(instrumented)", "arch-harness-worker: [\"-profile-generate\"]",
      ])
  }

  @Test func theModulesTheScratchCopyLeavesUnoptimisedHaveNoOtherSettingInThePackage() throws {
    let settings = Dictionary(
      try Self.targets().map { ($0.name, $0.settings) }, uniquingKeysWith: { first, _ in first })
    for module in ScratchWorker.unoptimizedModules {
      #expect(settings[module] == ["-O"], "\(module)")
    }
  }
}
