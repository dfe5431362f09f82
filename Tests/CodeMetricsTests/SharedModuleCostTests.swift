import CodeMetrics
import Foundation
import Testing

/// A variant that shares a UI-free core module with its twin is measured with it: the core's
/// files under `<Core>/` with their roles, its tests as the variant's test lines.
@Suite struct SharedModuleCostTests {
  @Test func aSharedModulesFilesAndTestsAreSummedIntoTheVariantsFigures() throws {
    let root = try CostMeasurerTests.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let core = SharedModule(
      name: "Core", moduleDirectory: root.appendingPathComponent("Sources/MVCApp"),
      testsDirectory: root.appendingPathComponent("Tests/MVCAppTests"))
    let cost = try CostMeasurer.measureCode(
      variant: "pair", moduleDirectory: root.appendingPathComponent("Sources/MVCApp"),
      testsDirectory: root.appendingPathComponent("Tests/MVCAppTests"), sharedModules: [core])
    #expect(cost.files == 4)
    #expect(cost.linesOfCode == 12)
    #expect(cost.linesOfCode(for: .service) == 4)
    #expect(cost.testFiles == 2)
    #expect(cost.testLines == 4)
    #expect(cost.sourceFiles.map(\.path).contains("Core/Services/ProductService.swift"))
  }

  @Test func aMissingSharedModuleIsAnError() throws {
    let root = try CostMeasurerTests.makeFixture()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = root.appendingPathComponent("Sources/Nowhere")
    #expect(throws: CostMeasurementError.missingDirectory(path: missing.path)) {
      try CostMeasurer.measureCode(
        variant: "pair", moduleDirectory: root.appendingPathComponent("Sources/MVCApp"), testsDirectory: nil,
        sharedModules: [SharedModule(name: "Nowhere", moduleDirectory: missing, testsDirectory: nil)])
    }
  }
}
