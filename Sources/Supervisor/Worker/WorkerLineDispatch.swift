/// What a worker's lines have said so far, and where each line goes: the heartbeats kept as bytes
/// (``LastHeartbeat``), every other line read as a message (``WorkerMessageReader``) and handed
/// on. One value the reading loop changes in place, rather than a variable per fact captured by
/// its closures: each of those was checked for exclusive access at every line (some 100,000
/// checks in a run of six variants).
struct WorkerLineDispatch {
  /// Reads the lines that are not heartbeats.
  private var messages = WorkerMessageReader()
  /// The last heartbeat, read when the worker ends early.
  private(set) var heartbeat = LastHeartbeat()
  /// How far the worker has read its app's output file: what comes after is unreported.
  private(set) var reportedThrough = 0
  /// Why the worker said it restarts, if it did.
  private(set) var restartReason: String?
  /// Whether the caller asked to stop: no message is handed on after that.
  private(set) var isStopped = false
  /// Whether a message (a heartbeat too) came since ``startRead()``.
  private(set) var receivedMessage = false

  /// A new read of the worker's pipe begins.
  mutating func startRead() { receivedMessage = false }

  /// Takes `line`: keeps it when it is a heartbeat, else hands its message to `onMessage` (with
  /// `send`, which writes the worker a line) and asks `stopWhen` whether to stop.
  mutating func take(
    _ line: UnsafeBufferPointer<UInt8>, send: @escaping (String) -> Void, stopWhen: () -> Bool,
    onMessage: (WorkerMessage, _ send: (String) -> Void) -> Void
  ) {
    guard !isStopped else { return }
    if line.starts(withUTF8: WorkerMessage.stepPrefix) {
      heartbeat.stepStarted(line)
      receivedMessage = true
      return
    }
    guard let message = messages.message(fromLine: line) else { return }
    receivedMessage = true
    switch message {
    case .restarting(let reason): restartReason = reason
    case .appOutput(_, let through): reportedThrough = max(reportedThrough, through)
    case .scenarioStarted, .finished: heartbeat.clear()
    case .tearDownStarted: heartbeat.tearDownStarted()
    default: break
    }
    onMessage(message, send)
    isStopped = stopWhen()
  }
}
