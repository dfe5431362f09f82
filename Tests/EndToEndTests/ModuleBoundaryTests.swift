import Foundation
import Testing
import VariantRegistry

/// The architectures stand alone: each imports only the shared layers and the toolchain's
/// libraries — never another variant, never the harness; the two variants of a pair also import
/// their UI-free core, which no other module imports. The harness's modules depend in one
/// direction: language → runtime → replay → supervisor → comparison → reports, with the tool on
/// top (see Docs/Architecture.md).
@Suite struct ModuleBoundaryTests {
  static let variantModules = [
    "MVCApp", "MassiveMVCApp", "MVPApp", "MVVMCApp", "VIPERApp", "ReducerApp", "SwiftUIApp",
    "SwiftUIMVVMCApp",
  ]
  static let allowedImports: Set<String> = [
    "Domain", "HeadlessUI", "AppContract", "Foundation", "Observation", "Synchronization", "Dispatch",
  ]

  /// Every `import` line of every Swift file under `Sources/<module>`, as (file, module imported).
  static func imports(of module: String) throws -> [(file: String, module: String)] {
    let root = HarnessProcess.packageRoot.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
    return try files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var inString = false
      return text.components(separatedBy: "\n").compactMap { line -> (String, String)? in
        // Lines inside a multi-line string literal (a template) are text, not imports.
        if SourceText.contains(line, "\"\"\""),
          line.components(separatedBy: "\"\"\"").count.isMultiple(of: 2)
        {
          inString.toggle()
        }
        guard !inString, SourceText.contains(line, "import") else { return nil }
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.first == "import", words.count >= 2 else { return nil }
        return ("\(module)/\(file)", String(words.last!))
      }
    }
  }

  /// The declarative stand-in, which only the SwiftUI-era variants may build on.
  static let declarativeVariants: Set<String> = ["SwiftUIApp", "SwiftUIMVVMCApp"]
  /// Each UI-free core and the pair that shares it: only they may import it.
  static let sharedCores: [String: Set<String>] = ["MVVMCCore": ["MVVMCApp", "SwiftUIMVVMCApp"]]
  /// What a core may import: no UI module, no variant.
  static let coreImports: Set<String> = [
    "Domain", "AppContract", "Foundation", "Observation", "Synchronization", "Dispatch",
  ]

  @Test(arguments: variantModules)
  func variantImportsOnlyTheSharedLayers(module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(!imports.isEmpty, "no Swift files found in Sources/\(module)")
    let cores = Self.sharedCores.filter { $0.value.contains(module) }.keys
    let allowed = Self.allowedImports.union(cores).union(
      Self.declarativeVariants.contains(module) ? ["HeadlessSwiftUI"] : [])
    let forbidden = imports.filter { !allowed.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test("Every variant the registry imports is one whose imports are checked here")
  func everyRegisteredVariantIsChecked() throws {
    let registered = try Self.imports(of: "VariantRegistry").map(\.module).filter { $0 != "AppContract" }
    #expect(Set(registered) == Set(Self.variantModules))
  }

  static let system: Set<String> = ["Foundation", "Synchronization", "Dispatch", "Glibc", "Musl", "Darwin"]

  /// What each harness module may import besides the toolchain's libraries.
  static let harnessImports: [String: Set<String>] = [
    "ScenarioLanguage": ["Domain", "HeadlessUI"],
    "DeterministicRuntime": ["Domain", "_Concurrency"],
    "Traces": [],
    "Replay": ["ScenarioLanguage", "DeterministicRuntime", "Traces", "Domain", "HeadlessUI", "AppContract"],
    "Supervisor": ["Traces"],
    "Comparison": ["Traces"],
    "CodeMetrics": ["Traces"],
    "Mutation": [],
    "Reports": ["Comparison", "CodeMetrics", "Traces", "Mutation"],
    "Exploration": ["Comparison", "Traces", "Domain", "AppContract"],
    "HarnessCLI": [
      "ScenarioLanguage", "DeterministicRuntime", "Traces", "Replay", "Supervisor", "Comparison",
      "CodeMetrics",
      "Reports", "Domain", "HeadlessUI", "AppContract", "Exploration", "Mutation",
    ],
  ]

  @Test(arguments: harnessImports.keys.sorted())
  func harnessModuleImportsOnlyWhatItsLayerAllows(module: String) throws {
    let allowed = Self.harnessImports[module, default: []].union(Self.system)
    let imports = try Self.imports(of: module)
    let forbidden = imports.filter { !allowed.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test func theDeclarativeStandInImportsOnlyHeadlessUIAndTheToolchain() throws {
    let imports = try Self.imports(of: "HeadlessSwiftUI")
    #expect(!imports.isEmpty)
    let allowed: Set<String> = ["HeadlessUI", "Observation", "Synchronization"]
    #expect(imports.filter { !allowed.contains($0.module) }.map(\.file) == [])
  }

  @Test func onlyTheRuntimeTouchesTheExperimentalExecutorSPI() throws {
    let users = try Self.harnessImports.keys.flatMap { try Self.imports(of: $0) }.filter {
      $0.module == "_Concurrency"
    }
    #expect(users.map(\.file) == ["DeterministicRuntime/ExecutorBackend.swift"])
  }

  @Test func theShippedToolDoesNotLinkThePlantedVariants() throws {
    let manifest = try String(
      contentsOf: HarnessProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let tool = try #require(manifest.range(of: #".executableTarget(name: "arch-harness""#))
    let line = manifest[tool.lowerBound...].prefix { $0 != "\n" }
    #expect(!line.contains("TestVariants"), "\(line)")
    #expect(!(try Self.imports(of: "VariantRegistry")).contains { $0.module == "TestVariants" })
  }

  // MARK: - The pairs' cores

  /// Every module under `Sources/`.
  static func sourceModules() throws -> [String] {
    let sources = HarnessProcess.packageRoot.appendingPathComponent("Sources")
    return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
      .sorted()
  }

  @Test("The eras and cores allowed here are the ones the registered variants declare")
  func theErasAndCoresHereAreTheOnesTheVariantsDeclare() {
    for variant in VariantRegistry.all {
      let module = String(String(reflecting: variant).prefix { $0 != "." })
      #expect((variant.era == .swiftui) == Self.declarativeVariants.contains(module), "\(module)")
      let cores = Self.sharedCores.filter { $0.value.contains(module) }.keys
      #expect(Set(variant.sharedCoreModules) == Set(cores), "\(module)")
    }
  }

  @Test(arguments: sharedCores.keys.sorted())
  func aSharedCoreImportsNoUserInterface(core: String) throws {
    let imports = try Self.imports(of: core)
    #expect(!imports.isEmpty, "no Swift files found in Sources/\(core)")
    let forbidden = imports.filter { !Self.coreImports.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test(arguments: sharedCores.keys.sorted())
  func aSharedCoreIsImportedOnlyByItsPair(core: String) throws {
    let importers = try Self.sourceModules().filter { module in
      try Self.imports(of: module).contains { $0.module == core }
    }
    #expect(Set(importers) == Self.sharedCores[core])
  }

  @Test func onlyTheSwiftUIEraVariantsImportTheDeclarativeStandIn() throws {
    let importers = try Self.sourceModules().filter { module in
      try Self.imports(of: module).contains { $0.module == "HeadlessSwiftUI" }
    }
    #expect(Set(importers) == Self.declarativeVariants)
  }

  @Test func theMVVMCViewModelsLiveInTheCoreWithoutTheUserInterface() throws {
    let core = try Self.imports(of: "MVVMCCore").filter { $0.file.hasSuffix("ViewModel.swift") }
    #expect(!core.isEmpty)
    #expect(core.allSatisfy { !["HeadlessUI", "HeadlessSwiftUI"].contains($0.module) })
    for app in Self.sharedCores["MVVMCCore", default: []].sorted() {
      #expect(try Self.imports(of: app).filter { $0.file.hasSuffix("ViewModel.swift") }.isEmpty, "\(app)")
    }
  }
}
