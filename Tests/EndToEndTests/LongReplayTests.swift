import Foundation
import HarnessTestSupport
import Testing

/// Valid scenarios far larger than the corpus's pass under `run`: neither a long replay nor a
/// large payload is mistaken for a stuck variant. Both are generated here, never committed. Soak
/// tier (`ARCH_HARNESS_SOAK=1`).
@Suite(.needsReplayRuntime, .soak) struct LongReplayTests {
  static func run(_ scratch: ScratchScenarios) async throws -> (status: Int32, junit: String) {
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run([
      // A debug build replaying 100,000 products while other tests run can take seconds per step;
      // a generous step timeout keeps "stuck" for what is stuck.
      "run", "--quiet", "--scenarios", scratch.root.path, "--out", out.path, "--format", "junit",
      "--step-timeout",
      "2m",
    ])
    return (status, try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8))
  }

  @Test func aTenThousandStepScenarioPassesOnEveryVariant() async throws {
    let steps = (0..<9_998).map { $0.isMultiple(of: 2) ? "type bmi.height \"170\"" : "clear bmi.height" }
    let source =
      (["scenario: Ten thousand steps", "api fetchProducts -> empty", "", "launch", "select-tab bmi"] + steps)
      .joined(separator: "\n")
    let scratch = try ScratchScenarios(writing: ["long.scenario": source + "\nexpect bmi.height \"\"\n"])
    defer { scratch.remove() }
    let (status, junit) = try await Self.run(scratch)
    #expect(status == 0, "\(junit)")
    #expect(
      junit.contains(
        "<testsuites name=\"arch-harness\" tests=\"\(ScenarioCorpus.variants.count)\" failures=\"0\" errors=\"0\""
      ),
      "\(junit)")
  }

  @Test func aHundredThousandProductListPassesOnEveryVariant() async throws {
    let products = (1...100_000).map {
      #"{"product_id":"p\#($0)","product_name":"Product \#($0)","price":\#($0).5,"image_url":null,"is_favorited":false}"#
    }
    let scratch = try ScratchScenarios(writing: [
      "fixtures/products-100000.json": "[" + products.joined(separator: ",") + "]",
      "big.scenario": """
      scenario: A hundred thousand products
      api fetchProducts -> fixtures/products-100000.json after 100ms
      api setFavorite -> ok after 100ms

      launch
      wait 100ms
      expect product.p1.favorite "♡"
      tap product.p1.favorite
      wait 100ms
      expect product.p1.favorite "♥"
      expect-missing product.p21
      """,
    ])
    defer { scratch.remove() }
    let (status, junit) = try await Self.run(scratch)
    #expect(status == 0, "\(junit)")
    #expect(
      junit.contains(
        "<testsuites name=\"arch-harness\" tests=\"\(ScenarioCorpus.variants.count)\" failures=\"0\" errors=\"0\""
      ),
      "\(junit)")
  }
}
