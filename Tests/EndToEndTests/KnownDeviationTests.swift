import Foundation
import Reports
import Testing

/// `Scenarios/known-deviations`: a listed failure is known and does not fail the run; a listed
/// pair that passes is resolved and does; a bad entry is a located error.
@Suite(.needsReplayRuntime) struct KnownDeviationTests {
  static func run(
    deviations: String, variants: String = "mvc,mvvmc,planted"
  ) async throws -> (status: Int32, output: String, errors: String, summary: String) {
    let scratch = try ScratchScenarios(
      copying: ["navigation/deeplink-tabs.scenario", "bmi/valid-who.scenario"],
      writing: ["known-deviations": deviations])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let process = try HarnessProcess.executableURL("arch-harness-testbed")
    let result = try await CommandLineTests.runCapturingErrors(
      [
        "run", "--quiet", "--variant", variants, "--scenarios", scratch.root.path, "--out", out.path,
        "--format",
        "md",
      ], executable: process, in: scratch.base)
    let summary = (try? String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)) ?? ""
    return (result.status, result.output, result.errors, summary)
  }

  @Test func aListedDivergenceIsKnownAndTheRunPasses() async throws {
    let result = try await Self.run(
      deviations: "# planted refuses app://bmi\nnavigation/deeplink-tabs.scenario planted: on purpose\n")
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(result.summary.contains("| ⚠️ known |"))
    #expect(
      result.summary.contains(
        "## Known deviations\n\n- `Scenarios/navigation/deeplink-tabs.scenario` on `planted`: known — on purpose"
      ))
  }

  @Test func aListedPairThatPassesIsResolvedAndFailsTheRun() async throws {
    let result = try await Self.run(
      deviations: "bmi/valid-who.scenario mvc: it used to fail\n", variants: "mvc,mvvmc")
    #expect(result.status == 1)
    #expect(
      result.summary.contains(
        "- `Scenarios/bmi/valid-who.scenario` on `mvc`: **resolved — remove it from the list** — it used to fail"
      ))
  }

  @Test(arguments: [
    (
      "bmi/valid-who.scenario vipr: typo\n",
      "Scenarios/known-deviations:1:24: error: unknown variant `vipr`\nnote: did you mean `viper`?"
    ),
    (
      "bmi/valid-whoo.scenario mvc: typo\n",
      "Scenarios/known-deviations:1:1: error: no scenario `bmi/valid-whoo.scenario` in the scenarios folder\n"
        + "note: did you mean `bmi/valid-who.scenario`?"
    ),
    (
      "bmi/valid-who.scenario mvc:\n",
      "Scenarios/known-deviations:1:28: error: missing reason after `:`\n" + shape
    ),
    (
      "bmi/valid-who.scenario: mvc why\n",
      "Scenarios/known-deviations:1:23: error: expected a variant after `bmi/valid-who.scenario`\n" + shape
    ),
  ])
  func aBadEntryIsALocatedError(file: String, message: String) async throws {
    let result = try await Self.run(deviations: file)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
  }

  static let shape =
    "note: write one pair a line, `<scenario> <variant>: <reason>`, like "
    + "`products/favourite-from-list.scenario viper: why it differs`"

  /// The typo that used to stop `check` and `run` on SIGILL (a range with its bounds reversed).
  @Test func checkReportsATypoAsALocatedErrorInsteadOfStoppingOnASignal() throws {
    let scratch = try ScratchScenarios(
      copying: ["bmi/valid-who.scenario"], writing: ["known-deviations": "bmi/valid-who.scenario: mvc why\n"])
    defer { scratch.remove() }
    let result = try CommandLineRun.run(
      ["check", "--scenarios", scratch.root.path], in: scratch.base, timeout: .seconds(60))
    #expect(!result.wasSignalled, "\(result.errors)")
    #expect(result.status == 2)
    #expect(
      result.errors
        == "Scenarios/known-deviations:1:23: error: expected a variant after `bmi/valid-who.scenario`\n"
        + Self.shape + "\n")
  }

  @Test func aTabMaySeparateTheScenarioFromTheVariant() async throws {
    let result = try await Self.run(
      deviations: "bmi/valid-who.scenario\tmvc: it used to fail\n", variants: "mvc,mvvmc")
    #expect(result.status == 1, "\(result.errors)")
    #expect(result.summary.contains("on `mvc`: **resolved — remove it from the list** — it used to fail"))
  }
}
