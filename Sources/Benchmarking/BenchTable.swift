import Foundation

/// The bench's tables, as text.
enum BenchTable {
  // MARK: - Scaling

  static let scalingIntroduction = """
    The app's own work per action, in µs of the main thread's CPU time: the median over the replays of
    each action and the settling after it, and the virtual-time advance of each wait — not the
    harness's checking, rendering, recording or encoding. Under each row, `wall`: the same work on the
    monotonic clock, which also counts waiting for a core on a busy machine, and the 1-minute load
    average when it was measured. Scenario: a list of N products; \(ScalingScenario.legend).
    """

  static let scalingColumns: [(title: String, width: Int)] = [
    ("variant", 11), ("products", 9), ("load", 10), ("scroll", 9), ("favourite", 10), ("detail", 9),
    ("back", 8),
    ("±CI", 6), ("replays", 8), ("rows", 5), ("peak MB", 8), ("harness", 9), ("trace B", 8),
    ("vs fastest", 11), ("vs baseline", 12),
  ]

  static var scalingHeader: String { row(scalingColumns.map(\.title), widths: scalingColumns.map(\.width)) }

  static let scalingLegend = """
    ±CI: the widest 95 % confidence interval of an action's median CPU time, as ± % of it (the
    replays stop once it is within --precision; * = a limit stopped them first); on the wall row, the
    same for the wall times. rows: the most list rows a recorded screen held. peak MB: the
    worker's peak resident memory. harness: the harness's own median µs per step (checking,
    rendering, recording, encoding). trace B: the largest step record after the load, in bytes.
    vs fastest: the sum of the action medians (CPU) over the fastest variant's at that size.
    """

  /// What the last column is: the total against `baseline`'s, or why it is empty.
  static func baselineLegend(_ baseline: String?) -> String {
    guard let baseline else { return "vs baseline: — (this tool names no baseline variant)." }
    return "vs baseline: the same sum over \(baseline)'s, the variant without architecture;\n"
      + "— when \(baseline) was not benchmarked (add it to --variant)."
  }

  /// The rows of one size, with each variant's total against the fastest's and the baseline's.
  static func scalingRows(_ entries: [BenchReport.Entry], baseline: String? = nil) -> [String] {
    let totals = entries.map { $0.measurement.actions.reduce(0) { $0 + $1.medianMicroseconds } }
    let fastest = totals.filter { $0 > 0 }.min() ?? 0
    let baselineTotal = zip(entries, totals).first { $0.0.measurement.variant == baseline }?.1 ?? 0
    return zip(entries, totals).map { entry, total in
      let result = entry.measurement
      let times = ScalingScenario.actionKinds.map { kind in
        result.actions.first { $0.kind == kind }.map { microseconds($0.medianMicroseconds) } ?? "—"
      }
      let widest = result.actions.map(\.relativeHalfWidth).max() ?? 0
      let harness = BenchStatistics.median(result.steps.map(\.overhead))
      let traceBytes = result.actions.dropFirst().map(\.traceBytes).max() ?? 0
      let cells =
        [result.variant, "\(entry.size ?? 0)"] + times + [
          percent(widest) + (result.converged ? "" : "*"), "\(result.replays)",
          "\(result.rowsRendered)", String(format: "%.1f", Double(result.peakMemoryKilobytes) / 1024),
          microseconds(harness), "\(traceBytes)",
          fastest > 0 ? String(format: "%.2f×", total / fastest) : "—",
          baselineTotal > 0 ? String(format: "%.2f×", total / baselineTotal) : "—",
        ]
      return row(cells, widths: scalingColumns.map(\.width))
        + (result.outcome == "pass" ? "" : "  (\(result.outcome))") + "\n" + wallRow(entry)
    }
  }

  /// The wall times of a row's actions, its widest interval and the load when it was measured:
  /// `  wall  …  ±4%  load 1.52`.
  static func wallRow(_ entry: BenchReport.Entry) -> String {
    let actions = entry.measurement.actions
    let times = ScalingScenario.actionKinds.map { kind in
      actions.first { $0.kind == kind }.map { microseconds($0.wallMedianMicroseconds) } ?? "—"
    }
    let widest = actions.map(\.wallRelativeHalfWidth).max() ?? 0
    let cells = ["  wall", ""] + times + [percent(widest)]
    return row(cells, widths: scalingColumns.map(\.width))
      + "  load " + (entry.loadAverage.map { String(format: "%.2f", $0) } ?? "unknown")
  }

  // MARK: - Corpus

  static func corpusIntroduction(scenarios: Int, replays: Int) -> String {
    """
    The harness's cost per step around the app's own work, in µs: \(scenarios) scenarios, each replayed
    \(replays) times after one to warm up, every step written to the pipe as in a run; the median over
    the replays of each step, then the median (and mean) over every step of every scenario.
    """
  }

  static let corpusColumns: [(title: String, width: Int)] = [
    ("variant", 11), ("steps", 6), ("app", 8), ("app wall", 9), ("check", 8), ("record", 8), ("encode", 8),
    ("write", 8),
    ("overhead", 9), ("mean", 8), ("p90", 8),
  ]

  static var corpusHeader: String { row(corpusColumns.map(\.title), widths: corpusColumns.map(\.width)) }

  static let corpusLegend = """
    app: the app's own work (actions, settling, virtual-time advances), main-thread CPU time; app wall:
    the same on the monotonic clock. The other columns are wall times. check: an assertion's check.
    record: rendering the screen, taking events and calls, exporting the state. encode: the step's
    STEPTRACE line. write: the step's heartbeat and the record before it, to the pipe. overhead:
    everything the step cost but the app's own work (median, mean, 90th percentile).
    """

  static func corpusRow(variant: String, _ results: [BenchMeasurement]) -> String {
    let steps = results.flatMap(\.steps)
    func median(_ value: (BenchMeasurement.Step) -> Double) -> String {
      microseconds(BenchStatistics.median(steps.map(value)))
    }
    let overheads = steps.map(\.overhead).sorted()
    let p90 = overheads.isEmpty ? 0 : overheads[min(overheads.count - 1, Int(Double(overheads.count) * 0.9))]
    let cells = [
      variant, "\(steps.count)", median(\.app), median(\.appWall), median(\.check), median(\.record),
      median(\.encode),
      median(\.write), median(\.overhead), microseconds(BenchStatistics.mean(overheads)), microseconds(p90),
    ]
    return row(cells, widths: corpusColumns.map(\.width))
  }

  // MARK: - Formatting

  /// An interval's reach as `±9%`, or `>±999%` past that (a wall time on a saturated machine).
  static func percent(_ fraction: Double) -> String {
    fraction * 100 > 999 ? ">±999%" : "±\(Int((fraction * 100).rounded()))%"
  }

  /// `0.84`, `12.3`, `1234`.
  static func microseconds(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f", value)
    case ..<1000: String(format: "%.1f", value)
    default: String(format: "%.0f", value)
    }
  }

  /// The first cell left-aligned, the others right-aligned, in their columns.
  static func row(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
      let (cell, width) = pair
      let padding = String(repeating: " ", count: max(0, width - cell.count))
      return index == 0 ? cell + padding : padding + cell
    }.joined(separator: " ")
  }
}
