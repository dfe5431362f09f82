import Foundation
import Testing

@testable import Benchmarking

/// `arch-harness bench`: its output's shape, never its timings (no test here measures time).
@Suite(.needsReplayRuntime) struct BenchCommandTests {
  static let quick = ["--min-replays", "3", "--max-replays", "4", "--max-seconds", "5"]

  /// Runs `bench` with `arguments` and a `--json` file; returns the status, the output and the
  /// JSON's measurements.
  static func bench(
    _ arguments: [String]
  ) async throws -> (status: Int32, output: String, entries: [[String: Any]]) {
    let json = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }
    let (status, output) = try await HarnessProcess.run(
      ["bench"] + arguments + quick + ["--json", json.path])
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    return (status, output, object?["measurements"] as? [[String: Any]] ?? [])
  }

  @Test func aTinyBenchPrintsATableWithEveryColumnAndBoundedRows() async throws {
    let (status, output, entries) = try await Self.bench(["--sizes", "10,60", "--variant", "mvc"])
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("variant ") }, "\(output)")
    for column in [
      "products", "load", "scroll", "favourite", "detail", "back", "±CI", "replays", "rows", "peak MB",
      "harness",
      "trace B", "vs fastest", "vs baseline",
    ] {
      #expect(header.contains(column), "no column \(column) in \(header)")
    }
    let rows = lines.filter { $0.hasPrefix("mvc ") }
    #expect(rows.count == 2, "\(output)")
    for row in rows {
      let cells = row.split(separator: " ")
      #expect(cells.count == 15, "\(row)")
      #expect(cells.suffix(2) == ["1.00×", "—"], "\(row)")
    }
    #expect(
      output.contains(
        "vs baseline: the same sum over mvc-massive's, the variant without architecture;\n"
          + "— when mvc-massive was not benchmarked (add it to --variant)."), "\(output)")
    #expect(output.contains("build · "), "the build configuration and machine are named: \(output)")
    #expect(output.contains("\nat the start: load average "), "\(output)")
    #expect(output.contains("\nat the end: load average "), "\(output)")
    #expect(lines.filter { $0.hasPrefix("  wall ") }.count == 2, "a wall row under each row: \(output)")
    #expect(entries.count == 2)
    for entry in entries {
      let measurement = try #require(entry["measurement"] as? [String: Any])
      #expect(measurement["outcome"] as? String == "pass")
      let kinds = (measurement["actions"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
      #expect(kinds == ["load", "scroll", "favourite", "detail", "back"])
      let rendered = try #require(measurement["rowsRendered"] as? Int)
      #expect(rendered >= 10 && rendered <= 20)
      #expect((measurement["replays"] as? Int ?? 0) >= 3)
      #expect(entry["loadAverage"] is Double, "\(entry)")
      let actions = measurement["actions"] as? [[String: Any]] ?? []
      #expect(
        actions.allSatisfy { $0["wallMedianMicroseconds"] is Double && $0["medianMicroseconds"] is Double })
    }
  }

  @Test("With the baseline benchmarked, every variant's total is also given as a multiple of its total")
  func theBaselineColumnDividesByTheBaselinesTotal() async throws {
    let (status, output, _) = try await Self.bench(["--sizes", "10", "--variant", "mvc,mvc-massive"])
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    let baseline = try #require(lines.first { $0.hasPrefix("mvc-massive ") }, "\(output)")
    #expect(baseline.split(separator: " ").last == "1.00×", "\(baseline)")
    let other = try #require(lines.first { $0.hasPrefix("mvc ") }, "\(output)")
    let ratio = try #require(other.split(separator: " ").last, "\(other)")
    #expect(ratio.wholeMatch(of: /[0-9]+\.[0-9]{2}×/) != nil, "\(other)")
  }

  /// Counted in bytes: after the list loaded, a step's record does not grow with the list (the
  /// screen shows twenty rows; state lines are sent as changes); the load itself carries the ids.
  @Test func stepRecordsAfterTheLoadDoNotGrowWithTheList() async throws {
    let (status, output, entries) = try await Self.bench(["--sizes", "100,3000", "--variant", "mvc"])
    #expect(status == 0, "\(output)")
    func bytes(_ size: Int) throws -> [String: Int] {
      let entry = try #require(entries.first { $0["size"] as? Int == size })
      let actions = try #require((entry["measurement"] as? [String: Any])?["actions"] as? [[String: Any]])
      return Dictionary(
        uniqueKeysWithValues: actions.compactMap { action in
          (action["kind"] as? String).map { ($0, action["traceBytes"] as? Int ?? -1) }
        })
    }
    let small = try bytes(100)
    let large = try bytes(3000)
    for kind in ["scroll", "favourite", "detail", "back"] {
      let (a, b) = (small[kind] ?? -1, large[kind] ?? -1)
      // Longer ids (p3000 against p100) may add a few bytes a row; nothing may grow with the list.
      #expect(a > 0 && b > 0 && b <= 6_000, "\(kind): \(a) and \(b) bytes")
      #expect(b <= a + a / 5, "\(kind) grows with the list: \(a) → \(b) bytes")
    }
    #expect((large["load"] ?? 0) > 10 * (small["load"] ?? 0) / 2, "the load carries the ids")
  }

  @Test func theCorpusModeBreaksDownTheHarnessCostPerStep() async throws {
    let (status, output) = try await HarnessProcess.run(
      [
        "bench", "--corpus", "--variant", "mvc", "--tag", "bmi", "--min-replays", "2", "--max-replays", "2",
      ])
    #expect(status == 0, "\(output)")
    let header = try #require(output.split(separator: "\n").first { $0.hasPrefix("variant ") })
    for column in ["steps", "app", "check", "record", "encode", "write", "overhead", "mean", "p90"] {
      #expect(header.contains(column))
    }
    #expect(output.split(separator: "\n").contains { $0.hasPrefix("mvc ") })
  }

  @Test(arguments: [
    (["--sizes", "10,x"], "error: option '--sizes' needs product counts from 1 to 10000000"),
    (["--sizes", "0"], "error: option '--sizes' needs product counts from 1 to 10000000"),
    (["--precision", "2"], "error: option '--precision' needs a fraction between 0 and 1"),
    (["--variant", "mvx"], "error: unknown variant 'mvx'"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) async throws {
    let (status, _, errors) = try await CommandLineTests.runCapturingErrors(["bench"] + arguments)
    #expect(status == 2)
    #expect(errors.contains(message), "\(errors)")
  }

  @Test func theMedianIntervalComesFromOrderStatistics() {
    #expect(BenchStatistics.median([3, 1, 2]) == 2)
    #expect(BenchStatistics.median([4, 1, 3, 2]) == 2.5)
    #expect(BenchStatistics.medianInterval([5, 1, 4]) == (1, 5))
    let hundred = (1...100).map(Double.init)
    let interval = BenchStatistics.medianInterval(hundred.reversed())
    #expect(interval == (40, 61))
    #expect(BenchStatistics.relativeHalfWidth(Array(repeating: 7, count: 20)) == 0)
    #expect(BenchStatistics.relativeHalfWidth([]) == 0)
  }

  /// A measured row with CPU times `cpu` and wall times `wall` for the five actions.
  static func entry(cpu: [Double], wall: [Double], load: Double?) -> BenchReport.Entry {
    let actions = zip(ScalingScenario.actionKinds, zip(cpu, wall)).map { kind, times in
      BenchMeasurement.Action(
        kind: kind, medianMicroseconds: times.0, lowMicroseconds: times.0 * 0.95,
        highMicroseconds: times.0 * 1.05, relativeHalfWidth: 0.05, wallMedianMicroseconds: times.1,
        wallLowMicroseconds: times.1 * 0.8, wallHighMicroseconds: times.1 * 1.3, wallRelativeHalfWidth: 0.3,
        traceBytes: 3000)
    }
    return BenchReport.Entry(
      size: 100,
      measurement: BenchMeasurement(
        scenario: "s", variant: "mvc", outcome: "pass", replays: 12, converged: true, actions: actions,
        steps: [], rowsRendered: 20, peakMemoryKilobytes: 24_576),
      loadAverage: load)
  }

  @Test func eachRowIsFollowedByItsWallTimesAndTheLoadWhenItWasMeasured() {
    let rows = BenchTable.scalingRows(
      [Self.entry(cpu: [150, 110, 216, 68, 139], wall: [1_520, 300, 2_160.5, 68, 9.5], load: 3.456)])
    #expect(
      rows == [
        "mvc               100      150.0     110.0      216.0      68.0    139.0    ±5%       12    20     24.0"
          + "      0.00     3000       1.00×            —\n"
          + "  wall                      1520     300.0       2160      68.0     9.50   ±30%  load 3.46"
      ])
    let unknown = BenchTable.wallRow(Self.entry(cpu: [1, 1, 1, 1, 1], wall: [1, 1, 1, 1, 1], load: nil))
    #expect(unknown.hasSuffix("  load unknown"))
  }

  @Test(arguments: [(0.0, "±0%"), (0.094, "±9%"), (0.095, "±10%"), (9.99, "±999%"), (26.792, ">±999%")])
  func anIntervalsReachIsAWholePercentCappedAt999(fraction: Double, text: String) {
    #expect(BenchTable.percent(fraction) == text)
  }

  @Test func theLoadAverageIsPrintedWithItsPeriodsAndTheCores() {
    #expect(
      BenchMachine.loadSummary([1.5, 0.25, 12], cores: 2)
        == "load average 1.50 0.25 12.00 (1, 5, 15 min) on 2 cores")
    #expect(
      BenchMachine.loadSummary([0, 0, 0], cores: 1) == "load average 0.00 0.00 0.00 (1, 5, 15 min) on 1 core")
    #expect(BenchMachine.loadSummary(nil, cores: 2) == "load average unknown")
  }

  @Test func theStopRuleReadsTheWidestReachOfTheIntervalFromTheMedian() {
    // 20 values 91…110: median 100.5, interval (95, 106) → reaches 5.5 below, 5.5 above.
    let values = (91...110).map(Double.init)
    #expect(BenchStatistics.relativeHalfWidth(values) == 5.5 / 100.5)
  }
}
