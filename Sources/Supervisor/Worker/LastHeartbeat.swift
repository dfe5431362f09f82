import Traces

/// The step a worker's replay is in, as its last heartbeat (`STEP`) says. A heartbeat comes with
/// every step, and is needed only when the worker ends early — a crash or a hang is located at the
/// step that was running — so the supervisor keeps the last one's bytes and reads them then,
/// rather than each one as it comes.
struct LastHeartbeat {
  /// The last heartbeat's line, without its newline; empty when no step of the replay started.
  private var line: [UInt8] = []
  /// Whether the replay's last step ran and its app is being torn down.
  private var isTearDown = false

  init() {
    line.reserveCapacity(256)
  }

  /// A step started: `line` is its heartbeat.
  mutating func stepStarted(_ line: UnsafeBufferPointer<UInt8>) {
    self.line.removeAll(keepingCapacity: true)
    self.line.append(contentsOf: line)
    isTearDown = false
  }

  /// The last step ran; the app is being torn down.
  mutating func tearDownStarted() {
    isTearDown = !line.isEmpty
  }

  /// A replay started or ended: no step of it is running.
  mutating func clear() {
    line.removeAll(keepingCapacity: true)
    isTearDown = false
  }

  /// Where the replay is: the step that started last, or the tear-down after it; nil before its
  /// first step, and when the heartbeat cannot be read.
  var marker: StepMarker? {
    guard !line.isEmpty,
      case .stepStarted(let marker) = WorkerMessage(line: Substring(decoding: line, as: UTF8.self))
    else { return nil }
    return isTearDown ? .tearDown(after: marker) : marker
  }
}
