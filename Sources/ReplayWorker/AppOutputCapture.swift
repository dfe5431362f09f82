import Foundation
import Supervisor
import Terminal
import Traces

/// The app's standard output and standard error in a worker, kept away from the worker's
/// messages: the messages go to a descriptor of their own (what standard output was when the
/// worker started, duplicated and closed on `exec`), and descriptors 1 and 2 — whatever the app
/// prints, with `print`, `write(1, …)` or `FileHandle.standardError` — go to a file, which the
/// worker reads back at the end of each step. Nothing the app prints can reach the messages,
/// whatever it holds.
///
/// Started by the supervisor (``WorkerProtocol/appOutputEnvironmentKey``), the file is the one
/// the supervisor made the worker's standard error, so that after a crash it reads the runtime's
/// message there; otherwise (a worker run by hand) the worker makes a file of its own.
struct AppOutputCapture {
  /// Where the worker writes its messages.
  let protocolDescriptor: Int32
  /// The file, for reading.
  private let file: Int32
  /// How far the file has been read.
  private var offset = 0
  private var collector = AppOutputCollector()

  /// Moves standard output and standard error into the file; nil, after saying why on standard
  /// error, when a descriptor cannot be made.
  static func divert() -> AppOutputCapture? {
    let shared = WorkerProtocol.environmentValue(WorkerProtocol.appOutputEnvironmentKey) == "stderr"
    let messages = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    guard messages >= 0 else {
      return failure("cannot keep standard output for the worker's messages", errno)
    }
    let file: Int32
    if shared {
      file = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
      guard file >= 0 else { return failure("cannot read standard error back", errno) }
    } else {
      switch AppOutputFile.make() {
      case .success(let descriptor): file = descriptor
      case .failure(let error):
        return failure("cannot make a temporary file in \(error.folder) for the app's output", error.code)
      }
    }
    // Whatever `print` buffered so far goes where it was meant to go.
    fflush(nil)
    guard dup2(file, STDOUT_FILENO) >= 0, shared || dup2(file, STDERR_FILENO) >= 0 else {
      return failure("cannot move standard output", errno)
    }
    return AppOutputCapture(protocolDescriptor: messages, file: file)
  }

  private static func failure(_ what: String, _ code: Int32) -> AppOutputCapture? {
    Console.error("error: \(what): \(String(cString: strerror(code)))")
    return nil
  }

  /// A replay starts: it shows its own first bytes.
  mutating func startReplay() {
    collector.startReplay()
  }

  /// What the app wrote since the last call, as the output of the step `marker` (nil when it
  /// wrote nothing), with the offset read so far, and the leaks the output announced.
  mutating func take(at marker: StepMarker) -> (message: WorkerMessage?, leaks: [String]) {
    // What `print` holds in its buffer belongs to this step.
    fflush(nil)
    let size = AppOutputFile.size(of: file)
    // An app that truncated its standard output starts the file again.
    if size < offset { offset = 0 }
    guard size > offset else { return (nil, []) }
    while offset < size {
      let bytes = AppOutputFile.read(file, from: offset, limit: min(size - offset, 64 * 1024))
      guard !bytes.isEmpty else { break }
      bytes.withUnsafeBytes { collector.append($0) }
      offset += bytes.count
    }
    let (output, leaks) = collector.finishStep(at: marker)
    return (output.map { .appOutput($0, through: offset) }, leaks)
  }
}

extension ReplayTrace {
  /// The trace with `leaks` added (the continuations its app dropped): a replay that passed
  /// then leaks.
  func leaking(_ leaks: [String]) -> ReplayTrace {
    var trace = self
    trace.leaks += leaks
    if trace.outcome == .passed, !leaks.isEmpty { trace.outcome = .leaked }
    return trace
  }
}
