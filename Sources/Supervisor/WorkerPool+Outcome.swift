import Traces

// MARK: - What a worker that stopped early left

extension WorkerPool {
  /// What a scenario's result says when its worker ended with `ending` during the step `marker`.
  static func outcome(
    of ending: WorkerProcess.Ending, at marker: StepMarker?, stepTimeout: Duration
  )
    -> ReplayOutcome
  {
    let place = marker.map { "\($0.location): error: " } ?? ""
    let during =
      marker.map {
        $0.source == StepMarker.tearDownSource
          ? " during the tear-down after this step" : " while running `\($0.source)`"
      } ?? " before its first step"
    switch ending {
    case .stuck:
      let what =
        marker.map {
          $0.source == StepMarker.tearDownSource ? "the tear-down after this step" : "`\($0.source)`"
        }
        ?? "the worker's start"
      return .timedOut(
        line: marker?.line,
        message: "\(place)\(what) did not finish within \(stepTimeout.formatted) of wall time "
          + "(--step-timeout); the variant may be stuck in a synchronous loop")
    case .crashed(let description):
      return .crashed(line: marker?.line, message: "\(place)the variant crashed\(during): \(description)")
    case .couldNotStart(let description):
      return .crashed(line: nil, message: "the worker could not start: \(description)")
    case .finished, .restarting, .stopped:
      return .crashed(
        line: marker?.line, message: "\(place)the worker ended\(during) without reporting a result")
    }
  }
}

extension WorkerPool {
  /// What the pool knows of the replay a worker is on.
  struct InFlight {
    var replay: Replay
    /// Its steps so far, in the steps of the scenario's replay before while they are the same.
    var collector: StepCollector
    var appTimes: [Int] = []
    var appOutput: [AppOutput] = []

    /// A replay whose steps are expected to be `expected`'s: the scenario's replay on the variant
    /// before, nearly always the same.
    init(replay: Replay, expecting expected: [StepTrace]) {
      self.replay = replay
      collector = StepCollector(sharingWith: expected)
      appTimes.reserveCapacity(expected.count)
    }
  }

  /// The app's output of the replay `replay` was on when its worker stopped during the step
  /// `marker`: what the worker reported, then `unreported` (the output of that step) at that step.
  static func appOutput(
    of replay: InFlight?, at marker: StepMarker?, adding unreported: (bytes: [UInt8], count: Int)
  ) -> [AppOutput] {
    guard let replay else { return [] }
    guard let marker, unreported.count > 0 else { return replay.appOutput }
    var collector = AppOutputCollector(alreadyShown: replay.appOutput.reduce(0) { $0 + $1.text.utf8.count })
    unreported.bytes.withUnsafeBytes { collector.append($0) }
    collector.skip(unreported.count - unreported.bytes.count)
    return replay.appOutput + [collector.finishStep(at: marker).output].compactMap { $0 }
  }
}

extension Duration {
  /// `10s`, `500ms`: how the command line writes durations.
  public var formatted: String {
    let (seconds, attoseconds) = components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
