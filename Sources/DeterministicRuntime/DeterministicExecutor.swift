import Foundation
import Synchronization

/// A job that is ready to run, and which of the two executors it was enqueued on.
struct ReadyJob: Sendable {
  /// Where a job was enqueued; decides the executor it runs on.
  enum Lane: Sendable {
    case main
    case global
  }

  let job: UnownedJob
  let lane: Lane
}

/// The single FIFO that replaces both the main executor and the global (default) executor of the
/// process. Nothing runs until the driver calls `runNext()`: every job of every task, actor and
/// continuation runs on the driver's thread, one after the other, in enqueue order.
enum DeterministicExecutor {
  private static let queue = Mutex(JobFIFO())
  /// The backend that runs the jobs, once installed (it never changes after that).
  private static let installed = Mutex<ReplayBackend?>(nil)
  /// Whether the job running now was enqueued on the global executor (false between jobs).
  private static let runsGlobalJob = Atomic<Bool>(false)

  /// Replaces the process's main and global executors with the FIFO, through the backend
  /// ``ReplayBackend/environmentVariable`` picks; returns why it cannot, or nil when it did. Must run
  /// before anything is enqueued on the main executor (first thing in `main.swift`).
  static func install() -> String? {
    let backend: ReplayBackend
    switch ReplayBackend.chosenHere {
    case .backend(let chosen): backend = chosen
    case .unavailable(let reason), .badValue(let reason): return reason
    }
    let failure =
      switch backend {
      case .spi: SPIBackend.install()
      case .hooks: HooksBackend.install()
      }
    if failure == nil { installed.withLock { $0 = backend } }
    return failure
  }

  /// The backend installed in this process, or nil before `install()` succeeded.
  static var backend: ReplayBackend? {
    installed.withLock { $0 }
  }

  /// Appends a ready job at the end of the FIFO.
  static func push(_ job: ReadyJob) {
    queue.withLock { $0.append(job) }
  }

  /// The number of jobs waiting in the FIFO.
  static var count: Int {
    queue.withLock { $0.count }
  }

  /// Runs the oldest job, if any, synchronously on the calling thread. Returns whether one ran.
  static func runNext() -> Bool {
    guard let ready = queue.withLock({ $0.popFirst() }) else { return false }
    runsGlobalJob.store(ready.lane == .global, ordering: .relaxed)
    defer { runsGlobalJob.store(false, ordering: .relaxed) }
    switch backend {
    case .spi: SPIBackend.run(ready)
    case .hooks: HooksBackend.run(ready)
    case nil: break
    }
    return true
  }

  /// Whether the code running now runs in a job that was enqueued on the global executor
  /// (`Task.detached`, an actor, nonisolated async code) rather than on the main executor. Jobs
  /// never nest: the driver runs one at a time, and nothing runs between them but the driver.
  static var isRunningGlobalJob: Bool {
    runsGlobalJob.load(ordering: .relaxed)
  }
}
