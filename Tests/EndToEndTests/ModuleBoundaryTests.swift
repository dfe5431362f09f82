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
    "SwiftUIMVVMCApp", "SwiftUIReducerApp",
  ]
  static let allowedImports: Set<String> = [
    "Domain", "HeadlessUI", "AppContract", "Foundation", "Observation", "Synchronization", "Dispatch",
  ]

  /// Every `import` line of every Swift file under `Sources/<module>`, as (file, module imported):
  /// from ``importsByModule`` for a module under `Sources/`, read afresh for any other name.
  static func imports(of module: String) throws -> [(file: String, module: String)] {
    if let imports = try importsByModule.get()[module] { return imports }
    return try scanImports(of: module)
  }

  /// Every module's imports, read once per test process and shared by the tests, which ask for
  /// the same modules many times over.
  static let importsByModule = Result {
    try Dictionary(uniqueKeysWithValues: sourceModules().map { ($0, try scanImports(of: $0)) })
  }

  /// The `import` lines of the Swift files under `Sources/<module>`, read from the files.
  static func scanImports(of module: String) throws -> [(file: String, module: String)] {
    let root = HarnessProcess.packageRoot.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
    return try files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var inString = false
      return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap {
        line -> (String, String)? in
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
  static let declarativeVariants: Set<String> = ["SwiftUIApp", "SwiftUIMVVMCApp", "SwiftUIReducerApp"]

  /// The UI-free modules a pair of variants shares (and the runtime the reducer pair depends on,
  /// as apps depend on TCA): what each may import besides the toolchain's libraries, and the
  /// only variants that may import it.
  static let sharedModules: [String: (imports: Set<String>, pair: Set<String>)] = [
    "ReducerRuntime": ([], ["ReducerApp", "SwiftUIReducerApp"]),
    "ReducerCore": (["Domain", "AppContract", "ReducerRuntime"], ["ReducerApp", "SwiftUIReducerApp"]),
    "MVVMCCore": (["Domain", "AppContract"], ["MVVMCApp", "SwiftUIMVVMCApp"]),
  ]
  /// Each UI-free core and the pair that shares it (the shared modules a variant declares in
  /// `sharedCoreModules`; the reducer's runtime is a library, not a core).
  static let sharedCores: [String: Set<String>] = sharedModules.filter { $0.key != "ReducerRuntime" }
    .mapValues(\.pair)

  @Test(arguments: variantModules)
  func variantImportsOnlyTheSharedLayers(module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(!imports.isEmpty, "no Swift files found in Sources/\(module)")
    let allowed = Self.allowedImports.union(
      Self.declarativeVariants.contains(module) ? ["HeadlessSwiftUI"] : []
    ).union(Self.sharedModules.filter { $0.value.pair.contains(module) }.keys)
    let forbidden = imports.filter { !allowed.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test(arguments: sharedModules.keys.sorted())
  func aSharedModuleImportsNoUserInterfaceAndNoVariant(module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(!imports.isEmpty, "no Swift files found in Sources/\(module)")
    let allowed = Self.sharedModules[module, default: ([], [])].imports.union([
      "Foundation", "Observation", "Synchronization", "Dispatch",
    ])
    let forbidden = imports.filter { !allowed.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test(arguments: sharedModules.keys.sorted())
  func onlyItsPairImportsASharedModule(module: String) throws {
    let pair = Self.sharedModules[module, default: ([], [])].pair
    let importers = try (Self.variantModules + Self.sharedModules.keys).filter { $0 != module }.filter {
      try Self.imports(of: $0).contains { $0.module == module }
    }
    #expect(Set(importers).subtracting(Self.sharedModules.keys).isSubset(of: pair), "\(importers)")
  }

  @Test("Every variant the registry imports is one whose imports are checked here")
  func everyRegisteredVariantIsChecked() throws {
    let registered = try Self.imports(of: "VariantRegistry").map(\.module).filter { $0 != "AppContract" }
    #expect(Set(registered) == Set(Self.variantModules))
  }

  static let system: Set<String> = ["Foundation", "Synchronization", "Dispatch", "Glibc", "Musl", "Darwin"]

  /// What each harness module may import besides the toolchain's libraries.
  static let harnessImports: [String: Set<String>] = [
    "JSONText": [],
    "ScenarioLanguage": ["Domain", "HeadlessUI", "JSONText"],
    "DeterministicRuntime": ["Domain", "_Concurrency"],
    "Traces": [],
    "Replay": ["ScenarioLanguage", "DeterministicRuntime", "Traces", "Domain", "HeadlessUI", "AppContract"],
    "Supervisor": ["Traces"],
    "Comparison": ["Traces"],
    "CodeMetrics": ["Traces"],
    "Mutation": [],
    "ChangeCost": ["CodeMetrics"],
    "Reports": ["Comparison", "CodeMetrics", "Traces", "Mutation", "ChangeCost", "JSONText"],
    "Exploration": ["Comparison", "Traces", "Domain", "AppContract"],
    // The tool's engines: each command's work, below the command line and never above each other
    // but as listed (Docs/Architecture.md).
    "Terminal": [],
    "ScratchPackages": ["Supervisor", "CodeMetrics"],
    "Runs": [
      "Terminal", "ScratchPackages", "ScenarioLanguage", "DeterministicRuntime", "Supervisor", "Comparison",
      "CodeMetrics", "Reports", "Traces", "AppContract", "Mutation",
    ],
    "ReplayWorker": [
      "Terminal", "ScenarioLanguage", "DeterministicRuntime", "Replay", "Supervisor", "Comparison", "Traces",
      "AppContract", "HeadlessUI",
    ],
    "Benchmarking": [
      "Terminal", "Runs", "ReplayWorker", "ScenarioLanguage", "DeterministicRuntime", "Replay", "Supervisor",
      "CodeMetrics", "Reports", "Traces", "AppContract",
    ],
    "MutationTesting": [
      "Terminal", "Runs", "ScratchPackages", "Mutation", "Supervisor", "Comparison", "Reports", "Traces",
      "AppContract", "CodeMetrics",
    ],
    "CodeCoverage": [
      "Terminal", "Runs", "ScratchPackages", "Supervisor", "Reports", "Traces", "AppContract",
    ],
    "ExploratoryTesting": [
      "Terminal", "Runs", "Exploration", "ScenarioLanguage", "Supervisor", "Comparison", "Traces",
    ],
    "Scaffolding": [],
    "RuntimeSelfTest": ["DeterministicRuntime", "Domain"],
    // The command line: parsing, dispatch and console output over the engines.
    "ChangeCostSession": [
      "Terminal", "Runs", "ScratchPackages", "ChangeCost", "Reports", "Comparison", "Traces", "AppContract",
    ],
    "HarnessCLI": [
      "Terminal", "Runs", "ReplayWorker", "Benchmarking", "MutationTesting", "CodeCoverage",
      "ExploratoryTesting", "Scaffolding", "RuntimeSelfTest", "ChangeCostSession", "ChangeCost",
      "ScenarioLanguage", "DeterministicRuntime", "Supervisor", "Comparison", "Reports", "Traces",
      "HeadlessUI",
      "AppContract", "Exploration", "Mutation",
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
    // The tool's target, from its name to the next element of the targets' list.
    let tool = try #require(manifest.range(of: #"name: "arch-harness", dependencies:"#))
    let rest = manifest[tool.lowerBound...]
    let declaration = rest[..<(rest.range(of: "\n    .")?.lowerBound ?? rest.endIndex)]
    #expect(declaration.contains("HarnessCLI"), "\(declaration)")
    #expect(!declaration.contains("TestVariants"), "\(declaration)")
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
