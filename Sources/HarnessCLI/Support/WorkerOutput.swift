import Foundation
import Supervisor

/// A worker's standard output: messages written with at most one `write` per step. A step's
/// record waits in the buffer and leaves with the next message that must be seen at once — the
/// start of the next step that runs app code (the heartbeat that locates a crash or a hang), the
/// tear-down, the end of the replay — so a crash never loses a recorded step. An assertion runs
/// no app code: its start waits in the buffer too.
struct WorkerOutput {
  private var writer = WorkerMessageWriter()
  private var buffer: [UInt8] = []
  /// Reads every line back as the supervisor will, when the self-check is on.
  private var verifier: WorkerMessageReader?

  init() {
    buffer.reserveCapacity(64 * 1024)
    if ProcessInfo.processInfo.environment[WorkerProtocol.verifyStepTraceEnvironmentKey] == "1" {
      verifier = WorkerMessageReader()
    }
  }

  /// Sends `message`: at once, or with the next message for a step's record, a scenario start,
  /// or the start of a step that `runsAppCode` not.
  mutating func send(_ message: WorkerMessage, runsAppCode: Bool = true) {
    let start = buffer.count
    writer.append(message, to: &buffer)
    if verifier != nil { verify(message, line: buffer[start..<(buffer.count - 1)]) }
    switch message {
    case .stepFinished, .scenarioStarted: break
    case .stepStarted: if runsAppCode { flush() }
    default: flush()
    }
  }

  /// Stops the worker if `line` does not read back as `message`.
  private mutating func verify(_ message: WorkerMessage, line: ArraySlice<UInt8>) {
    let text = Substring(decoding: line, as: UTF8.self)
    let read = verifier?.message(from: text)
    guard read == message else {
      let what: String
      if case .stepFinished(let step, _) = message {
        what = "the record of step \(step.index) (line \(step.line))"
      } else {
        what = "a message"
      }
      fatalError("\(what) does not read back as written: \(text.prefix(300))")
    }
  }

  /// The bytes waiting to be written.
  var pendingByteCount: Int { buffer.count }

  /// Writes what is buffered to standard output.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
