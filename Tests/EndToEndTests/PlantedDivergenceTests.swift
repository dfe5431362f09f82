import Foundation
import Reports
import Testing

/// A test-only variant that refuses `app://bmi` must be reported as the odd one out, with a diff
/// of exactly what it did differently, in the reports of a real run.
@Suite(.needsReplayRuntime) struct PlantedDivergenceTests {
  static func runWithPlantedVariant() async throws -> (status: Int32, run: HarnessRun, summary: String) {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", "mvc,mvvmc,planted", "--scenario", "navigation/deeplink-tabs",
        "--out", out.path, "--format", "json,md",
      ], binary: "arch-harness-testbed")
    let json = try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
    let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
    return (status, try JSONReportWriter.run(from: json), summary)
  }

  @Test func plantedVariantIsTheOddOneOutWithTheRightDiff() async throws {
    let (status, run, summary) = try await Self.runWithPlantedVariant()
    #expect(status == 1)
    let comparison = try #require(run.scenarios.first)
    let divergence = try #require(comparison.divergence)
    #expect(divergence.oddOnesOut == ["planted"])
    #expect(divergence.source == "open \"app://bmi\"")
    let navigation = try #require(divergence.diffs.first { $0.aspect == .navigation })
    #expect(
      navigation.hunks == ["- deeplink.open app://bmi", "- select-tab bmi", "+ deeplink.rejected app://bmi"])
    #expect(summary.contains("`planted` is the odd one out at line 22 (`open \"app://bmi\"`)"))
  }

  @Test func variantsLeftOutOfTheRunAreShownAsAbsentNotAsPassing() async throws {
    let (_, run, _) = try await Self.runWithPlantedVariant()
    let absent = run.absent.map(\.variant)
    #expect(Set(absent) == Set(ScenarioCorpus.variants).subtracting(["mvc", "mvvmc"]))
    #expect(run.absent.allSatisfy { $0.reason == "excluded by --variant" })
    #expect(run.variants.map(\.name) == ["mvc", "mvvmc", "planted"])
  }
}
