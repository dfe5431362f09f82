import DeterministicRuntime

/// `arch-harness _selftest-determinism [runs]`: a hidden command that checks the deterministic
/// replay runtime in its own process. It replays a small iOS-style workload `runs` times (default
/// 50), prints the trace, whether every run produced the same trace byte for byte, whether the
/// trace holds the expected events (identical is not correct), the runaway-loop budget case, and
/// the cost per settle. Exit status 0 when everything passes.
///
/// `main.swift` must call `ReplayRuntime.install()` before this runs.
public enum DeterminismSelfTest {
  /// The hidden subcommand's name.
  public static let commandName = "_selftest-determinism"

  /// Runs the self test with the arguments after the command name; returns the exit status.
  public static func run(arguments: [String], print: (String) -> Void = { Swift.print($0) }) -> Int32 {
    guard let runs = parseRuns(arguments) else {
      print("error: expected a positive number of runs, got '\(arguments.joined(separator: " "))'")
      print("usage: arch-harness \(commandName) [runs]")
      return 2
    }
    let before = ReplayRuntime.statistics
    var traces: [[String]] = []
    let wallTime = ContinuousClock().measure {
      for _ in 0..<runs { traces.append(SelfTestScript.run()) }
    }
    let after = ReplayRuntime.statistics
    let reference = traces[0]
    let distinct = Set(traces.map { $0.joined(separator: "\n") }).count
    let missing = SelfTestExpectations.missingEvents(in: reference)
    let loop = SelfTestScript.runRunawayLoop()
    let isBudgetRight =
      loop.runaway == .exceededBudget(jobsRun: SelfTestScript.budget)
      && loop.afterStop.isSettled

    print("determinism self-test: \(runs) runs, \(ReplayRuntime.backend?.rawValue ?? "no") backend")
    print("trace:")
    for line in reference { print("  \(line)") }
    print("distinct traces: \(distinct) of \(runs)")
    print("identical: \(distinct == 1 ? "yes" : "no")")
    if let other = traces.firstIndex(where: { $0 != reference }) {
      printDifference(reference, traces[other], run: other + 1, print: print)
    }
    print("expected events: \(missing.isEmpty ? "ok" : "MISSING")")
    for event in missing { print("  missing: \(event)") }
    let budgetVerdict = isBudgetRight ? "ok" : "WRONG"
    print("budget: runaway loop \(loop.runaway), after stop \(loop.afterStop): \(budgetVerdict)")
    let (settles, jobs) = (after.settles - before.settles, after.jobsRun - before.jobsRun)
    print(costLine(settles: settles, jobs: jobs, in: wallTime))
    let isPassing = distinct == 1 && missing.isEmpty && isBudgetRight
    print("result: \(isPassing ? "pass" : "FAIL")")
    return isPassing ? 0 : 1
  }

  /// Shows where run `run` first departs from run 1.
  private static func printDifference(
    _ reference: [String], _ other: [String], run: Int, print: (String) -> Void
  ) {
    let common = min(reference.count, other.count)
    let first = (0..<common).first { reference[$0] != other[$0] } ?? common
    let window = max(0, first - 2)..<(first + 3)
    print("run 1 vs run \(run), from line \(first + 1):")
    for line in reference[window.clamped(to: reference.indices)] { print("  - \(line)") }
    for line in other[window.clamped(to: other.indices)] { print("  + \(line)") }
  }

  private static func parseRuns(_ arguments: [String]) -> Int? {
    guard let first = arguments.first else { return 50 }
    guard arguments.count == 1, let runs = Int(first), runs > 0 else { return nil }
    return runs
  }

  /// Informational only; nothing asserts on it.
  private static func costLine(settles: Int, jobs: Int, in wallTime: Duration) -> String {
    let microseconds = wallTime / .microseconds(1)
    let perSettle = settles > 0 ? microseconds / Double(settles) : 0
    let perJob = jobs > 0 ? microseconds / Double(jobs) : 0
    return "cost: \(rounded(perSettle)) µs per settle, \(rounded(perJob)) µs per job "
      + "(\(settles) settles, \(jobs) jobs, \(rounded(microseconds / 1000)) ms in all, workload included)"
  }

  private static func rounded(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
