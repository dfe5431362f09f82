import Foundation
import Supervisor

/// A worker's messages, written with at most one `write` per step on the descriptor that was its
/// standard output (the app's own output is moved elsewhere: ``AppOutputCapture``). A step's
/// record waits in the buffer and leaves with the next message that must be seen at once — the
/// start of the next step that runs app code (the heartbeat that locates a crash or a hang), the
/// tear-down, the end of the replay — so a crash never loses a recorded step. An assertion runs
/// no app code: its start waits in the buffer too.
public struct WorkerOutput: Sendable {
  /// The app's output, read back after each step.
  var appOutput: AppOutputCapture
  private var writer = WorkerMessageWriter()
  private var buffer: [UInt8] = []
  /// Reads every line back as the supervisor will, when the self-check is on.
  private var verifier: WorkerMessageReader?

  /// Moves the app's output away from the messages; nil, after saying why, when it cannot.
  public init?() {
    guard let capture = AppOutputCapture.divert() else { return nil }
    appOutput = capture
    buffer.reserveCapacity(64 * 1024)
    if WorkerProtocol.environmentValue(WorkerProtocol.verifyStepTraceEnvironmentKey) == "1" {
      verifier = WorkerMessageReader()
    }
  }

  /// Sends `message`: at once, or with the next message for a step's record, the app's output, a
  /// scenario start, or the start of a step that `runsAppCode` not.
  public mutating func send(_ message: WorkerMessage, runsAppCode: Bool = true) {
    let start = buffer.count
    writer.append(message, to: &buffer)
    if verifier != nil { verify(message, line: buffer[start..<(buffer.count - 1)]) }
    switch message {
    case .stepFinished, .scenarioStarted, .appOutput, .heading: break
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
  public var pendingByteCount: Int { buffer.count }

  /// Sends what the app wrote since the last step ended, as the output of the step `marker`
  /// (or of the tear-down after it) when `sends`; returns the leaks the output announced.
  mutating func sendAppOutput(at marker: StepMarker, sends: Bool = true) -> [String] {
    let (message, leaks) = appOutput.take(at: marker)
    if sends, let message { send(message) }
    return leaks
  }

  /// Writes what is buffered to the messages' descriptor.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(appOutput.protocolDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
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
