/// An actor the view model's detached work hops to.
actor SelfTestTally {
  private let trace: SelfTestTrace
  private var total = 0

  init(trace: SelfTestTrace) {
    self.trace = trace
  }

  /// Adds `count` to the running total and returns it.
  func add(_ count: Int) -> Int {
    total += count
    trace.record("tally.add \(count) -> \(total)")
    return total
  }
}
