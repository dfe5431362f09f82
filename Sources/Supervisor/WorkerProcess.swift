import Foundation
import Synchronization
import Traces

/// One worker process: starts it, streams its traces, and says how it ended.
final class WorkerProcess: Sendable {
  enum Ending: Sendable {
    case finished
    case crashed(String)
    case silent
  }

  private let executable: URL
  private let arguments: [String]
  private let silenceLimit: Duration
  private let stderrText = Mutex("")

  init(executable: URL, arguments: [String], silenceLimit: Duration) {
    self.executable = executable
    self.arguments = arguments
    self.silenceLimit = silenceLimit
  }

  /// The last lines the worker wrote to its standard error, as `: …` for a message, or "".
  var errorTail: String {
    let lines = stderrText.withLock { $0 }.split(separator: "\n").suffix(6)
    return lines.isEmpty ? "" : ": " + lines.joined(separator: " | ")
  }

  /// Runs the worker to its end, calling `onTrace` for each trace line (on this thread).
  func start(onTrace: (ReplayTrace) -> Void) -> Ending {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["ARCH_HARNESS_WORKER"] = "1"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .crashed("could not start worker `\(executable.path)`: \(error)")
    }
    let errorReader = Thread { [self] in
      while case let data = errors.fileHandleForReading.availableData, !data.isEmpty {
        self.stderrText.withLock { $0 += String(decoding: data, as: UTF8.self) }
      }
    }
    errorReader.start()

    // The watchdog waits for a sign of progress (a finished replay or the end of the worker);
    // a silence longer than the limit stops the worker.
    let progress = DispatchSemaphore(value: 0)
    let finished = Mutex(false)
    let silenced = Mutex(false)
    let limit = silenceLimit.components
    let seconds = Double(limit.seconds) + Double(limit.attoseconds) / 1e18
    Thread.detachNewThread {
      while progress.wait(timeout: .now() + seconds) == .success {
        if finished.withLock({ $0 }) { return }
      }
      if !finished.withLock({ $0 }) {
        silenced.withLock { $0 = true }
        process.terminate()
      }
    }

    var buffer = Data()
    while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
      buffer.append(data)
      while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        if let trace = WorkerProtocol.trace(from: Substring(line)) {
          progress.signal()
          onTrace(trace)
        }
      }
    }
    process.waitUntilExit()
    finished.withLock { $0 = true }
    progress.signal()
    if silenced.withLock({ $0 }) { return .silent }
    switch process.terminationReason {
    case .uncaughtSignal:
      return .crashed("the variant crashed (signal \(process.terminationStatus))")
    default:
      return process.terminationStatus == 0
        ? .finished : .crashed("the worker exited with status \(process.terminationStatus)")
    }
  }
}
