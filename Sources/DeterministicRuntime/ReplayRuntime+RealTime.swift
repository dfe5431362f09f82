extension ReplayRuntime {
  /// What the work run so far started outside the replay, in real time, described for the step
  /// that started it; nil when nothing. Under the `hooks` backend a `Task.sleep` waits on the
  /// runtime's own timer (Swift 6.3 and later consult no hook for it), so it can be neither put on
  /// virtual time nor waited for: the step that calls it must fail, and the replay stop there.
  ///
  /// The sign is deterministic: the runtime arms the sleep on GCD's timer, and GCD starts its
  /// threads on the calling thread, inside the call, so the step's own settle ends with a thread the
  /// process did not have before any replay ran (``leftoverWork`` then makes a worker start afresh,
  /// so the next replay begins without it). The same sign follows `DispatchQueue.global()`,
  /// `asyncAfter` and `Thread`, which the message names too. Under the `spi` backend `Task.sleep`
  /// waits on virtual time, and such threads are reported once the replay ends, as leftover work.
  public static var realTimeWork: String? {
    guard backend == .hooks, hasThreadsStartedSinceIdle else { return nil }
    return "started work that runs in real time, outside the replay: a `Task.sleep` (which the "
      + "'hooks' backend cannot put on virtual time; wait on the injected clock instead), or work on "
      + "`DispatchQueue.global()`, behind `asyncAfter` or on a `Thread`"
  }
}
