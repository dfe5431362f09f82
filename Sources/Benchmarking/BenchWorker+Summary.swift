import AppContract
import DeterministicRuntime
import Foundation
import Replay
import ScenarioLanguage
import Supervisor
import Traces

/// Summing up a measured replay: its actions, their times, the rows and memory.
extension BenchWorker {
  /// For each step, the action it belongs to: a user action starts one, and the waits and checks
  /// after it belong to it.
  static func actionGroups(of scenario: Scenario) -> [Int] {
    var group = -1
    return scenario.steps.map { step in
      if case .wait = step.action {
      } else if !step.action.isAssertion || group < 0 {
        group += 1
      }
      return max(group, 0)
    }
  }

  /// The app's CPU time (or with `wall`, its monotonic time) of action `kind` in each replay, in
  /// microseconds.
  static func actionTimes(
    _ perReplay: [[StepTiming]], groups: [Int], kind: Int, wall: Bool = false
  ) -> [Double] {
    perReplay.map { timings in
      Double(zip(timings, groups).filter { $0.1 == kind }.reduce(0) { $0 + (wall ? $1.0.appWall : $1.0.app) })
        / 1000
    }
  }

  static func summarize(
    _ scenario: Scenario, variant: String, kinds: [String], groups: [Int], perReplay: [[StepTiming]],
    outcome: String, converged: Bool
  ) -> BenchMeasurement {
    let actions = kinds.enumerated().map { kind, name in
      let times = actionTimes(perReplay, groups: groups, kind: kind)
      let interval = BenchStatistics.medianInterval(times)
      let wallTimes = actionTimes(perReplay, groups: groups, kind: kind, wall: true)
      let wallInterval = BenchStatistics.medianInterval(wallTimes)
      let bytes = (perReplay.first ?? []).enumerated().filter { groups[$0.offset] == kind }.map(
        \.element.traceBytes)
      return BenchMeasurement.Action(
        kind: name, medianMicroseconds: BenchStatistics.median(times), lowMicroseconds: interval.low,
        highMicroseconds: interval.high, relativeHalfWidth: BenchStatistics.relativeHalfWidth(times),
        wallMedianMicroseconds: BenchStatistics.median(wallTimes), wallLowMicroseconds: wallInterval.low,
        wallHighMicroseconds: wallInterval.high,
        wallRelativeHalfWidth: BenchStatistics.relativeHalfWidth(wallTimes),
        traceBytes: bytes.max() ?? 0)
    }
    let stepCount = perReplay.map(\.count).min() ?? 0
    let steps = (0..<stepCount).map { index in
      func median(_ value: (StepTiming) -> Int) -> Double {
        BenchStatistics.median(perReplay.map { Double(value($0[index])) / 1000 })
      }
      return BenchMeasurement.Step(
        source: scenario.steps[index].sourceLine, app: median(\.app), appWall: median(\.appWall),
        check: median(\.check),
        record: median(\.record), encode: median(\.encode), write: median(\.write),
        overhead: median { $0.total - $0.appWall })
    }
    return BenchMeasurement(
      scenario: scenario.path, variant: variant, outcome: outcome, replays: perReplay.count,
      converged: converged, actions: actions, steps: steps,
      rowsRendered: perReplay.flatMap { $0.map(\.rows) }.max() ?? 0,
      peakMemoryKilobytes: peakMemoryKilobytes())
  }

  /// How many list rows (`row …` lines) a rendered screen holds.
  static func rowCount(_ screen: String) -> Int {
    var screen = screen
    return screen.withUTF8 { bytes in
      var count = 0
      var position = 0
      while position < bytes.count {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        if position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "r"),
          bytes[position + 1] == UInt8(ascii: "o"),
          bytes[position + 2] == UInt8(ascii: "w"), bytes[position + 3] == UInt8(ascii: " ")
        {
          count += 1
        }
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        position += 1
      }
      return count
    }
  }

  /// This process's peak resident memory so far, in kilobytes.
  static func peakMemoryKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)  // kilobytes on Linux
    #endif
  }

  static func nanoseconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Int {
    let elapsed = end - start
    return Int(elapsed.components.seconds) * 1_000_000_000
      + Int(elapsed.components.attoseconds / 1_000_000_000)
  }
}
