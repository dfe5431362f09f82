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

  /// The marker of the tear-down after the step `last`: located at that step, which is the last
  /// that ran.
  static func tearDownMarker(after last: StepMarker) -> StepMarker {
    StepMarker(
      index: last.index + 1, file: last.file, line: last.line, column: last.column,
      source: StepMarker.tearDownSource)
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
