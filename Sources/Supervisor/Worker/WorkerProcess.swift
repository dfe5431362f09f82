#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process, from start to end: it streams the worker's messages, watches for a step
/// that takes too long, and — however the worker ends — kills its whole process group and reaps
/// it. It never waits for the worker's pipes to close: a crash reporter or another process that
/// inherited them cannot keep it reading.
struct WorkerProcess {
  /// How a worker ended.
  enum Ending: Equatable, Sendable {
    /// It exited with status 0 after its last scenario.
    case finished
    /// It stopped early on purpose; the rest of its scenarios need a fresh worker.
    case restarting(reason: String)
    /// It died or exited with a failure status; `description` says how, without machine details.
    case crashed(description: String)
    /// No step finished within the step timeout; the worker was killed.
    case stuck
    /// It could not be started.
    case couldNotStart(description: String)
    /// The caller asked it to stop (see `run(stopWhen:onMessage:)`); it was killed.
    case stopped
  }

  let executable: String
  let arguments: [String]
  let environment: [String: String]
  /// How long one step may run before the worker counts as stuck. This is the harness's only use
  /// of the wall clock: it catches a variant stuck in a synchronous loop, which no virtual-time
  /// budget can see.
  let stepTimeout: Duration

  /// How many bytes of the worker's standard error are kept for the crash message.
  private static let errorTailLimit = 64 * 1024

  /// Runs the worker to its end, calling `onMessage` for each message (on this thread) with a
  /// function that sends the worker a line on its standard input; kills it early, ending
  /// `.stopped`, as soon as `stopWhen` (asked after each message) is true, and passes on no
  /// message after that.
  func run(
    stopWhen: () -> Bool = { false }, onMessage: (WorkerMessage, _ send: (String) -> Void) -> Void
  ) -> Ending {
    let child: ChildProcess
    do {
      child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
    } catch {
      return .couldNotStart(description: error.description)
    }
    guard ProcessGroups.register(child.pid) else {
      _ = child.killGroupAndReap()
      return .couldNotStart(description: "the harness is stopping")
    }
    defer { ProcessGroups.unregister(child.pid) }

    var output = LineReader()
    var messages = WorkerMessageReader()
    var errorTail: [UInt8] = []
    var restartReason: String?
    var lastProgress = ContinuousClock.now
    var isStuck = false
    var isStopped = false
    var open = (output: true, errors: true)
    var closedAt: ContinuousClock.Instant?

    var receivedOutput = false
    // One read buffer for the worker's life: reads come every millisecond while it writes.
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    func readAvailable() {
      receivedOutput = false
      if open.output {
        open.output = Self.drain(child.outputDescriptor, with: &chunk) { bytes in
          receivedOutput = true
          for line in output.append(bytes) where !isStopped {
            guard let message = messages.message(from: line) else { continue }
            lastProgress = .now
            if case .restarting(let reason) = message { restartReason = reason }
            onMessage(message, child.send)
            isStopped = stopWhen()
          }
        }
      }
      if open.errors {
        open.errors = Self.drain(child.errorDescriptor, with: &chunk) { bytes in
          errorTail.append(contentsOf: bytes)
          if errorTail.count > Self.errorTailLimit {
            errorTail.removeFirst(errorTail.count - Self.errorTailLimit)
          }
        }
      }
    }

    while true {
      // Once both pipes are closed the worker is exiting: look again within a millisecond for a
      // while (poll without descriptors would sleep the whole 100 ms), then every 100 ms again.
      if open.output || open.errors { closedAt = nil } else if closedAt == nil { closedAt = .now }
      let isExiting = closedAt.map { ContinuousClock.now - $0 < .milliseconds(200) } ?? false
      if receivedOutput {
        // A worker that is writing will write again soon: collect its output a millisecond at a
        // time rather than waiting in `poll`, which makes each of its writes wake this thread (a
        // cost the worker pays in every step).
        usleep(1000)
      } else {
        Self.waitForInput(child, output: open.output, errors: open.errors, milliseconds: isExiting ? 1 : 100)
      }
      readAvailable()
      if isStopped || child.hasExited { break }
      if ContinuousClock.now - lastProgress > stepTimeout {
        isStuck = true
        break
      }
    }
    if !isStopped { readAvailable() }
    let termination = child.killGroupAndReap()
    if isStopped { return .stopped }
    if isStuck { return .stuck }
    if let restartReason { return .restarting(reason: restartReason) }
    if termination == .exited(0) { return .finished }
    return .crashed(
      description: CrashReport.describe(termination, errorOutput: String(decoding: errorTail, as: UTF8.self)))
  }

  // MARK: - Reading

  /// Waits until one of the open pipes has data or closes, or `milliseconds` pass.
  private static func waitForInput(_ child: ChildProcess, output: Bool, errors: Bool, milliseconds: Int32) {
    var descriptors: [pollfd] = []
    if output { descriptors.append(pollfd(fd: child.outputDescriptor, events: Int16(POLLIN), revents: 0)) }
    if errors { descriptors.append(pollfd(fd: child.errorDescriptor, events: Int16(POLLIN), revents: 0)) }
    _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
  }

  /// Reads everything `descriptor` holds now, through `chunk`; returns false once it has reached
  /// end of file.
  private static func drain(
    _ descriptor: Int32, with chunk: inout [UInt8], into consume: (UnsafeRawBufferPointer) -> Void
  ) -> Bool {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunk.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
      } else if count == 0 {
        return false
      } else {
        return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK
      }
    }
  }
}
