import Foundation
import Testing

/// The four architectures stand alone: each imports only the shared layers and the toolchain's
/// libraries — never another variant, never the harness.
@Suite struct ModuleBoundaryTests {
  static let variantModules = ["MVCApp", "MVVMCApp", "VIPERApp", "ReducerApp"]
  static let allowedImports: Set<String> = [
    "Domain", "HeadlessUI", "AppContract", "Foundation", "Observation", "Synchronization", "Dispatch",
  ]

  /// Every `import` line of every Swift file under `Sources/<module>`, as (file, module imported).
  static func imports(of module: String) throws -> [(file: String, module: String)] {
    let root = HarnessProcess.packageRoot.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
    return try files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      return text.split(separator: "\n").compactMap { line -> (String, String)? in
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.first == "import", words.count >= 2 else { return nil }
        return ("\(module)/\(file)", String(words.last!))
      }
    }
  }

  @Test(arguments: variantModules)
  func variantImportsOnlyTheSharedLayers(module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(!imports.isEmpty, "no Swift files found in Sources/\(module)")
    let forbidden = imports.filter { !Self.allowedImports.contains($0.module) }
    #expect(
      forbidden.isEmpty, "\(forbidden.map { "\($0.file) imports \($0.module)" }.joined(separator: "\n"))")
  }

  @Test func mvvmcViewModelsDoNotImportTheUserInterface() throws {
    let viewModelImports = try Self.imports(of: "MVVMCApp").filter { $0.file.hasSuffix("ViewModel.swift") }
    #expect(!viewModelImports.isEmpty)
    #expect(viewModelImports.allSatisfy { $0.module != "HeadlessUI" })
  }
}
