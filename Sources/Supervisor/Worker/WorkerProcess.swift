import Traces

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process, from start to end: it streams the worker's messages, watches for a step
/// that takes too long, and — however the worker ends — kills its whole process group and reaps
/// it. It never waits for the worker's pipe to close: a crash reporter or another process that
/// inherited it cannot keep it reading.
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

  /// How a worker ended, and what its app wrote that the worker did not report: the output of
  /// the step that crashed or hung (empty when the worker finished).
  struct Ended {
    var ending: Ending
    /// The step the worker's last replay was in when it ended: nil between two replays, and when
    /// the replay had not started a step.
    var marker: StepMarker? = nil
    /// The first bytes of that output (as many as a replay shows), and how many there are.
    var unreportedOutput: (bytes: [UInt8], count: Int) = ([], 0)
  }

  /// How many bytes at the end of the app's output are searched for the runtime's crash message.
  private static let errorTailLimit = 64 * 1024

  /// Runs the worker to its end, calling `onMessage` for each message but a step's heartbeat (on
  /// this thread; the last heartbeat is read at the end, ``Ended/marker``) with a
  /// function that sends the worker a line on its standard input; kills it early, ending
  /// `.stopped`, as soon as `stopWhen` (asked after each message) is true, and passes on no
  /// message after that. While `awaited` is true (asked after each read), what the worker writes
  /// is read within a millisecond rather than every ``collectingInterval``: the caller waits for it
  /// (the headings it needs before it can go on, or the last replays of a run).
  func run(
    stopWhen: () -> Bool = { false }, awaited: () -> Bool = { false },
    onMessage: (WorkerMessage, _ send: (String) -> Void) -> Void
  ) -> Ended {
    let child: ChildProcess
    do {
      child = try ChildProcess(
        executable: executable, arguments: arguments,
        environment: environment.merging([WorkerProtocol.appOutputEnvironmentKey: "stderr"]) { $1 })
    } catch {
      return Ended(ending: .couldNotStart(description: error.description))
    }
    Self.enlargePipe(child.outputDescriptor)
    guard ProcessGroups.register(child.pid) else {
      _ = child.killGroupAndReap()
      return Ended(ending: .couldNotStart(description: "the harness is stopping"))
    }
    defer { ProcessGroups.unregister(child.pid) }

    var output = LineReader()
    var lines = WorkerLineDispatch()
    var lastProgress = ContinuousClock.now
    var isStuck = false
    var isOpen = true
    var closedAt: ContinuousClock.Instant?

    var receivedOutput = false
    // One read buffer for the worker's life: reads come every millisecond while it writes.
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    // Formed once: the lines hand it on with each message.
    let send: (String) -> Void = child.send
    // The lines and the reader come in as parameters: a variable the function captured would be
    // checked for exclusive access at run time at every line, parameters are checked as it compiles.
    func readAvailable(_ lines: inout WorkerLineDispatch, _ output: inout LineReader) {
      receivedOutput = false
      guard isOpen else { return }
      lines.startRead()
      isOpen = Self.drain(child.outputDescriptor, with: &chunk) { bytes in
        receivedOutput = true
        output.append(bytes) { line in
          lines.take(line, send: send, stopWhen: stopWhen, onMessage: onMessage)
        }
      }
      // The clock read once per read rather than per message: a read holds hundreds of them.
      if lines.receivedMessage { lastProgress = .now }
    }

    while true {
      // Once the pipe is closed the worker is exiting: look again within a millisecond for a
      // while (poll without descriptors would sleep the whole 100 ms), then every 100 ms again.
      if isOpen { closedAt = nil } else if closedAt == nil { closedAt = .now }
      let isExiting = closedAt.map { ContinuousClock.now - $0 < .milliseconds(200) } ?? false
      if receivedOutput {
        // A worker that is writing will write again soon: collect its output many milliseconds
        // at a time rather than waiting in `poll`, which makes each of its writes wake this thread
        // (a cost the worker pays in every step: on a busy machine this thread takes a core from a
        // worker at each wake-up). Its pipe holds what it writes meanwhile, and it holds the next
        // scenarios (`WorkerPool.scenariosAhead`).
        usleep(awaited() ? Self.awaitedInterval : Self.collectingInterval)
      } else {
        Self.waitForInput(child, isOpen: isOpen, milliseconds: isExiting ? 1 : 100)
      }
      readAvailable(&lines, &output)
      // A worker that wrote is not asked whether it has exited until it writes no more.
      if lines.isStopped || (!receivedOutput && child.hasExited) { break }
      if ContinuousClock.now - lastProgress > stepTimeout {
        isStuck = true
        break
      }
    }
    if !lines.isStopped { readAvailable(&lines, &output) }
    let termination = child.killGroupAndReap()
    let marker = lines.heartbeat.marker
    if lines.isStopped { return Ended(ending: .stopped, marker: marker) }
    let reportedThrough = lines.reportedThrough
    if !isStuck, lines.restartReason == nil, termination == .exited(0) {
      return Ended(ending: .finished, marker: marker)
    }
    // The output of the step that was running: its end holds the runtime's message after a crash,
    // then the runtime's backtrace, whose addresses are not the app's output (and differ per run).
    let size = AppOutputFile.size(of: child.appOutputDescriptor)
    let tailStart = max(reportedThrough, size - Self.errorTailLimit)
    let tail = AppOutputFile.read(child.appOutputDescriptor, from: tailStart, limit: Self.errorTailLimit)
    let end = tailStart + (CrashReport.backtraceStart(in: tail) ?? tail.count)
    let unreported = (
      bytes: AppOutputFile.read(
        child.appOutputDescriptor, from: reportedThrough,
        limit: min(AppOutput.shownBytesPerReplay, end - reportedThrough)),
      count: max(0, end - reportedThrough)
    )
    if isStuck { return Ended(ending: .stuck, marker: marker, unreportedOutput: unreported) }
    if let restartReason = lines.restartReason {
      return Ended(ending: .restarting(reason: restartReason), marker: marker)
    }
    let description = CrashReport.describe(termination, errorOutput: String(decoding: tail, as: UTF8.self))
    return Ended(ending: .crashed(description: description), marker: marker, unreportedOutput: unreported)
  }
}
