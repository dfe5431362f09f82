// The ONLY file that touches the experimental custom-executor SPI (SE-0505 and the custom main and
// global executors pitch). If a toolchain changes or removes it, this file is what breaks; see
// Docs/Determinism.md for the fallback plan.

import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

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

  /// Replaces the process's main and global executors. Must run before anything is enqueued on the
  /// main executor (first thing in a synchronous `main.swift`).
  static func install() {
    if #available(macOS 26.4, iOS 26.4, *) {
      _createExecutors(factory: FIFOExecutorFactory.self)
    } else {
      fatalError("the deterministic replay runtime needs the custom executor runtime (Swift 6.3)")
    }
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
    guard #available(macOS 26.4, iOS 26.4, *), let ready = queue.withLock({ $0.popFirst() }) else {
      return false
    }
    switch ready.lane {
    case .main:
      ready.job.runSynchronously(on: FIFOMainExecutor.shared.asUnownedSerialExecutor())
    case .global:
      ready.job.runSynchronously(on: FIFOGlobalExecutor.shared.asUnownedTaskExecutor())
    }
    return true
  }
}

// MARK: - Executors

/// The main executor: the main actor's jobs go to the shared FIFO. The driver thread (the process's
/// main thread) is the only thread that runs them.
@available(macOS 26.4, iOS 26.4, *)
private final class FIFOMainExecutor: MainExecutor {
  static let shared = FIFOMainExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    DeterministicExecutor.push(ReadyJob(job: UnownedJob(job), lane: .main))
  }

  var isMainExecutor: Bool { true }

  func checkIsolated() {
    precondition(isOnMainThread, "main actor code ran off the replay driver's thread")
  }

  func isIsolatingCurrentContext() -> Bool? {
    isOnMainThread
  }

  /// Called only by an asynchronous `main`; drains the FIFO and returns.
  func run() throws {
    while DeterministicExecutor.runNext() {}
  }

  func stop() {}
}

/// The global executor: `Task {}`, `Task.detached`, actors and continuations of non-isolated code
/// go to the shared FIFO; `Task.sleep` arrives as a delayed enqueue and is put on virtual time.
@available(macOS 26.4, iOS 26.4, *)
private final class FIFOGlobalExecutor: TaskExecutor, SchedulingExecutor {
  static let shared = FIFOGlobalExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    DeterministicExecutor.push(ReadyJob(job: UnownedJob(job), lane: .global))
  }

  var isMainExecutor: Bool { false }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    guard let delay = delay as? Duration else {
      fatalError("Task.sleep on a clock whose Duration is not Swift.Duration (\(C.self))")
    }
    let ready = ReadyJob(job: UnownedJob(job), lane: .global)
    ReplayRuntime.scheduleTimer(ready, after: roundedToMilliseconds(delay))
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
  }

  /// `Task.sleep(for: .milliseconds(300))` arrives as 299.99… ms: the runtime turns the duration
  /// into a deadline on the real clock, then subtracts the real time that has passed since. The
  /// delay is never longer than asked, so rounding up to whole milliseconds restores it exactly
  /// unless the thread was preempted for a millisecond or more in between (see Docs/Determinism.md).
  private func roundedToMilliseconds(_ delay: Duration) -> Duration {
    let (seconds, attoseconds) = delay.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let milliseconds =
      seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
    return .milliseconds(max(milliseconds, 0))
  }
}

@available(macOS 26.4, iOS 26.4, *)
private enum FIFOExecutorFactory: ExecutorFactory {
  static var mainExecutor: any MainExecutor { FIFOMainExecutor.shared }
  static var defaultExecutor: any TaskExecutor { FIFOGlobalExecutor.shared }
}
