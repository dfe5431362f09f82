import Foundation
import Testing

/// `arch-harness new-variant NAME` writes a module, a test target, a registry line and the
/// `Package.swift` entries, refuses to overwrite, and refuses bad names. (`.ci/run` builds a
/// scaffolded copy of the repository, which takes too long for a unit test.)
@Suite struct NewVariantTests {
  /// A scratch package holding copies of the files the scaffold edits.
  static func scratchPackage() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "NewVariant-\(UUID().uuidString)")
    for path in ["Package.swift", "Sources/VariantRegistry/VariantRegistry.swift"] {
      let destination = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: HarnessProcess.packageRoot.appendingPathComponent(path), to: destination)
    }
    return root
  }

  @Test func aSwiftUIEraScaffoldIsAHostedTabViewOnHeadlessSwiftUI() async throws {
    let root = try Self.scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await CommandLineTests.runCapturingErrors([
      "new-variant", "Native", "--era", "swiftui", "--package", root.path,
    ])
    #expect(result.status == 0, "\(result.errors)")
    let shell = try String(
      contentsOf: root.appendingPathComponent("Sources/NativeApp/App/ShellView.swift"), encoding: .utf8)
    #expect(shell.contains("import HeadlessSwiftUI\n"))
    #expect(shell.contains("TabView(selection: $tab) {"))
    let variant = try String(
      contentsOf: root.appendingPathComponent("Sources/NativeApp/App/NativeVariant.swift"), encoding: .utf8)
    #expect(variant.contains("scene = SceneHost(rootView: ShellView())"))
    let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      package.contains(
        #".target(name: "NativeApp", dependencies: ["Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract"]),"#
      ))
  }

  @Test func anUnknownEraIsAUsageError() async throws {
    let root = try Self.scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await CommandLineTests.runCapturingErrors([
      "new-variant", "Native", "--era", "compose", "--package", root.path,
    ])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: option '--era' needs uikit or swiftui, not 'compose'\n"))
  }

  @Test func theScaffoldWritesTheModuleItsTestsAndItsRegistration() async throws {
    let root = try Self.scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await CommandLineTests.runCapturingErrors([
      "new-variant", "MvcMassive", "--package", root.path,
    ])
    #expect(result.status == 0, "\(result.errors)")
    for path in [
      "Sources/MvcMassiveApp/App/MvcMassiveVariant.swift",
      "Sources/MvcMassiveApp/Placeholder/PlaceholderViewController.swift",
      "Tests/MvcMassiveAppTests/MvcMassiveVariantTests.swift",
    ] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
    }
    let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      package.contains(
        #".target(name: "MvcMassiveApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),"#))
    #expect(package.contains(#"name: "MvcMassiveAppTests", dependencies: ["MvcMassiveApp""#))
    #expect(package.contains(#""SwiftUIMVVMCApp", "MvcMassiveApp""#))
    let registry = try String(
      contentsOf: root.appendingPathComponent("Sources/VariantRegistry/VariantRegistry.swift"),
      encoding: .utf8)
    #expect(registry.contains("import MvcMassiveApp\n"))
    let imports = registry.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == imports.sorted(), "imports in the formatter's order: \(imports)")
    #expect(registry.contains("    MvcMassiveVariant.self,\n"))
    let variant = try String(
      contentsOf: root.appendingPathComponent("Sources/MvcMassiveApp/App/MvcMassiveVariant.swift"),
      encoding: .utf8)
    #expect(variant.contains(#"nonisolated public static let name = "mvcmassive""#))
    let test = try String(
      contentsOf: root.appendingPathComponent("Tests/MvcMassiveAppTests/MvcMassiveVariantTests.swift"),
      encoding: .utf8)
    #expect(test.contains(#"@Test("Launch shows the four tabs with Products selected")"#))
    #expect(result.output.contains("Next steps:"))

    let again = try await CommandLineTests.runCapturingErrors([
      "new-variant", "MvcMassive", "--package", root.path,
    ])
    #expect(again.status == 2)
    #expect(again.errors.hasPrefix("error: 'Sources/MvcMassiveApp' already exists in "))
  }

  @Test(arguments: [
    ("mvp", "error: 'mvp' is not an UpperCamelCase name of ASCII letters and digits, like Mvp or MvcMassive"),
    (
      "Mv-p",
      "error: 'Mv-p' is not an UpperCamelCase name of ASCII letters and digits, like Mvp or MvcMassive"
    ),
    ("Viper", "error: a variant called 'viper' is already registered"),
  ])
  func aBadOrTakenNameIsRefused(name: String, message: String) async throws {
    let root = try Self.scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try await CommandLineTests.runCapturingErrors(["new-variant", name, "--package", root.path])
    #expect(result.status == 2)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
  }

  @Test("--name gives the variant its command-line name; a name that is not one is refused")
  func theVariantNameCanBeGiven() async throws {
    let root = try Self.scratchPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let refused = try await CommandLineTests.runCapturingErrors([
      "new-variant", "Heavy", "--name", "Mvc_heavy", "--package", root.path,
    ])
    #expect(refused.status == 2)
    #expect(
      refused.errors.split(separator: "\n").first.map(String.init)
        == "error: 'Mvc_heavy' is not a variant name of lower-case ASCII letters and digits in parts joined by "
        + "single hyphens, like mvp or mvc-massive")
    let result = try await CommandLineTests.runCapturingErrors([
      "new-variant", "Heavy", "--name", "mvc-heavy", "--package", root.path,
    ])
    #expect(result.status == 0, "\(result.errors)")
    let variant = try String(
      contentsOf: root.appendingPathComponent("Sources/HeavyApp/App/HeavyVariant.swift"), encoding: .utf8)
    #expect(variant.contains(#"nonisolated public static let name = "mvc-heavy""#))
    #expect(result.output.contains("replay --variant mvc-heavy"))
  }
}
