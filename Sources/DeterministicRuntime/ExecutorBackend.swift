// The ONLY file that touches the experimental custom-executor SPI (SE-0505 and the custom main and
// global executors pitch): the `spi` replay backend. It compiles where the SPI is known to be
// visible: Swift 6.3 on Linux, whose toolchain ships the standard library's binary module with its
// SPI. On Apple platforms the SPI is only in the private module interface, which Xcode's SDK may
// not ship, and the runtime has it from macOS 26.4; there, build with
// `-Xswiftc -DARCH_HARNESS_EXECUTOR_SPI` to try it. `-Xswiftc -DARCH_HARNESS_NO_EXECUTOR_SPI`
// leaves it out anywhere (the `hooks` backend remains; add `-Xswiftc -DARCH_HARNESS_NO_EXECUTOR_HOOKS`
// for a build with no backend at all). See Docs/Determinism.md ("Where it runs").

#if compiler(>=6.3) && (os(Linux) || ARCH_HARNESS_EXECUTOR_SPI) && !ARCH_HARNESS_NO_EXECUTOR_SPI
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The executor-factory backend: replaces the main and default executors with the FIFO.
enum SPIBackend {
  /// Why the runtime cannot be installed in this process, or nil when it can.
  static var unavailableReason: String? {
    if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) { return nil }
    return "this system's Swift runtime predates custom executors (macOS 26.4 or later is needed)"
  }

  static func install() -> String? {
    guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else {
      return unavailableReason
    }
    _createExecutors(factory: FIFOExecutorFactory.self)
    return nil
  }

  static func run(_ ready: ReadyJob) {
    guard #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) else { return }
    switch ready.lane {
    case .main:
      ready.job.runSynchronously(on: FIFOMainExecutor.shared.asUnownedSerialExecutor())
    case .global:
      ready.job.runSynchronously(on: FIFOGlobalExecutor.shared.asUnownedTaskExecutor())
    }
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
    ReplayRuntime.scheduleTimer(ready, after: delay.roundedUpToMilliseconds)
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
  }
}

@available(macOS 26.4, iOS 26.4, *)
private enum FIFOExecutorFactory: ExecutorFactory {
  static var mainExecutor: any MainExecutor { FIFOMainExecutor.shared }
  static var defaultExecutor: any TaskExecutor { FIFOGlobalExecutor.shared }
}
#endif
