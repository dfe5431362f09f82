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
      ], executable: process)
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
      "Scenarios/known-deviations:1:28: error: missing reason after `:`\n"
        + "note: write one pair a line, like `products/favourite-from-list.scenario viper: why it differs`"
    ),
  ])
  func aBadEntryIsALocatedError(file: String, message: String) async throws {
    let result = try await Self.run(deviations: file)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
  }
}
