import DeterministicRuntime

/// What a correct run must contain, so that "all runs identical" cannot pass with a run in which
/// nothing happened. Groups must appear in order; events inside a group are truly concurrent, so
/// any order among them is accepted. Text after ` | ` (job counts) is not compared.
enum SelfTestExpectations {
  static let groups: [[String]] = [
    [at(0, "vm.appear")], [at(0, "api.request list")],
    [at(299, "driver: advanced by 299ms")],
    [at(300, "api.response list")], [at(300, "vm.loaded p1,p2,p3")],
    [at(300, "api.request a"), at(300, "api.request b"), at(300, "api.request c")],
    [at(400, "vm.section a"), at(400, "vm.section b"), at(400, "vm.section c")],
    [at(400, "api.request slow")],
    [at(500, "vm.slow cancel")], [at(500, "api.cancelled slow")], [at(500, "vm.slow cancelled")],
    [at(500, "driver: pending sleepers 0")],
    [at(500, "detached.count 3")], [at(500, "tally.add 3 -> 3")], [at(500, "vm.summary 3")],
    [at(500, "vm.search debounced b")],
    [at(549, "driver: advanced by 49ms")], [at(550, "vm.search fired bm")],
    [at(550, "vm.nap start")], ["[    ?ms] vm.nap woke"], [at(650, "driver: advanced by 100ms")],
    [at(650, "api.request tail")], [at(650, "driver: tear down with 1 sleeper(s)")],
    [at(650, "api.cancelled tail")], [at(650, "vm.tail cancelled")],
    [at(650, "driver: torn down, 0 sleeper(s) left")],
    [at(650, "driver: model released")],
  ]

  /// The expected events missing from `trace` (in order; empty when the trace is correct). Also
  /// reports any event that says a budget was exceeded.
  static func missingEvents(in trace: [String]) -> [String] {
    // The stray `Task.sleep` runs only where it waits on virtual time (the SPI backend).
    let napping = ReplayRuntime.backend == .spi
    var remaining = groups.filter { napping || !$0.contains { $0.contains("vm.nap") } }[...]
    var current = Set(remaining.popFirst() ?? [])
    for line in trace {
      let event = String(line.split(separator: " | ", maxSplits: 1).first ?? "")
      guard current.remove(event) != nil else { continue }
      if current.isEmpty { current = Set(remaining.popFirst() ?? []) }
    }
    let unexpected = trace.filter { $0.contains("EXCEEDED") || $0.contains("leaked") }
    return current.sorted() + remaining.flatMap { $0 } + unexpected.map { "unexpected: \($0)" }
  }

  private static func at(_ milliseconds: Int, _ event: String) -> String {
    SelfTestTrace.line(at: Double(milliseconds), event)
  }
}
