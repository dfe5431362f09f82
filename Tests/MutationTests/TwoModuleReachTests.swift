import Foundation
import HarnessTestSupport
import Mutation
import Testing

/// A process that runs two mutated modules — a variant and the core it shares with its twin, each
/// with its switch file — records the mutation points reached in both.
@Suite struct TwoModuleReachTests {
  /// The core: a library module.
  static let core = """
    public func isOne(_ value: Int) -> Bool {
      if value == 1 { return true }
      return false
    }

    """

  /// The app: the executable's module, calling into the core.
  static let app = """
    func isBig(_ value: Int) -> Bool {
      if value > 2 { return true }
      return false
    }

    """

  @Test("a process running a mutated module and a mutated core lists the points it reached in each")
  func bothModulesRecordTheirReach() throws {
    let core = Mutator.mutate(Self.core, file: "Core.swift", module: "Core", firstID: 1)
    let app = Mutator.mutate(Self.app, file: "App.swift", module: "App", firstID: 100)
    let files = [
      "Core.swift": core.text, "CoreSwitch.swift": SchemaRuntime.source, "App.swift": app.text,
      "AppSwitch.swift": SchemaRuntime.source, "main.swift": "import Core\n\n_ = isOne(1)\n_ = isBig(3)\n",
    ]
    let folder = try CompiledPrograms.folder(
      files: files,
      commands: [
        [
          "swiftc", "-swift-version", "6", "-parse-as-library", "-static", "-emit-library", "-emit-module",
          "-emit-module-path", "Core.swiftmodule", "-module-name", "Core", "-o", "libCore.a", "Core.swift",
          "CoreSwitch.swift",
        ],
        [
          "swiftc", "-swift-version", "6", "-I", ".", "-L", ".", "-lCore", "-module-name", "App", "-o", "app",
          "main.swift", "App.swift", "AppSwitch.swift",
        ],
      ])
    let reach = TemporaryFolder.url("Reach")
    try FileManager.default.createDirectory(at: reach, withIntermediateDirectories: true)
    #expect(
      try CompiledSchemaTests.run(
        [folder.appendingPathComponent("app").path], environment: [SchemaRuntime.reachVariable: reach.path])
        == 0)
    let texts = try FileManager.default.contentsOfDirectory(atPath: reach.path).map {
      try String(contentsOf: reach.appendingPathComponent($0), encoding: .utf8)
    }
    let reached = SchemaRuntime.reachedIDs(in: texts)
    #expect(!core.mutants.isEmpty && !app.mutants.isEmpty)
    #expect(reached.isSuperset(of: core.mutants.filter { $0.line == 2 }.map(\.id)))
    #expect(reached.isSuperset(of: app.mutants.filter { $0.line == 2 }.map(\.id)))
  }
}
