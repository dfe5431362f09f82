import Foundation
import Testing

/// `check` warns about `covers:` ids the specification does not declare; `check --coverage` lists
/// the behaviours no scenario covers.
@Suite struct CoverageCheckTests {
  static let spec = """
    - `products.list.loads` — The list loads.
    - `products.list.empty` — An empty list says so.
    - `bmi.value.shown` — The BMI shows.
    """

  static func scratch() throws -> ScratchScenarios {
    let scratch = try ScratchScenarios(writing: [
      "a.scenario": "scenario: A\ncovers: products.list.loads, products.list.emtpy\nlaunch\n",
      "b.scenario": "scenario: B\ncovers: bmi.value.shown\nlaunch\n",
    ])
    let docs = scratch.base.appendingPathComponent("Docs")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    try Data(spec.utf8).write(to: docs.appendingPathComponent("AppSpec.md"))
    return scratch
  }

  @Test func unknownIdsAreWarnedAboutWithTheirPlace() async throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let result = try await CommandLineTests.runCapturingErrors(["check", "--scenarios", scratch.root.path])
    #expect(result.status == 0)
    #expect(
      result.errors
        == "Scenarios/a.scenario:2:30: warning: unknown behaviour id `products.list.emtpy`\n"
        + "note: did you mean `products.list.empty`?\n")
  }

  @Test func coverageListsTheBehavioursNoScenarioCovers() async throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let result = try await CommandLineTests.runCapturingErrors([
      "check", "--scenarios", scratch.root.path, "--coverage",
    ])
    #expect(result.status == 1)
    #expect(
      result.output
        == "2 scenarios valid\nSpec coverage: 2 of 3 behaviours (66 %) covered by a scenario\n"
        + "Not covered:\n  products.list.empty\n")
  }

  @Test func theRepositorysOwnSpecificationIsFoundBesideItsScenarios() async throws {
    let result = try await CommandLineTests.runCapturingErrors(["check", "--coverage"])
    #expect(result.output.contains("Spec coverage: "), "\(result.errors)")
    // The specification grows as choices are written down: any count from 130 to 299 will do.
    let counts = result.output.split(separator: "\n").first { $0.hasPrefix("Spec coverage: ") }
      .flatMap { line in line.split(separator: " ").last { Int($0) != nil } }.flatMap { Int($0) }
    #expect((130...299).contains(counts ?? 0), "\(result.output)")
  }
}
