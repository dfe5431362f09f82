extension Duration {
  /// `Task.sleep(for: .milliseconds(300))` reaches an executor as 299.99… ms: the runtime turns the
  /// duration into a deadline on the real clock, then subtracts the real time that has passed since.
  /// The delay is never longer than asked, so rounding up to whole milliseconds restores it exactly
  /// unless the thread was preempted for a millisecond or more in between (Docs/Determinism.md).
  var roundedUpToMilliseconds: Duration {
    let (seconds, attoseconds) = components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let milliseconds =
      seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
    return .milliseconds(max(milliseconds, 0))
  }
}
