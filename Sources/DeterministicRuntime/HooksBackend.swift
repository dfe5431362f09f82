// The `hooks` replay backend: only what any package can reach on Apple platforms — the concurrency
// runtime's exported hook variables, found by name (`RuntimeSymbol`), and public executor
// protocols; no SPI, no private module interface. `-Xswiftc -DARCH_HARNESS_NO_EXECUTOR_HOOKS`
// leaves it out (with `-DARCH_HARNESS_NO_EXECUTOR_SPI` too, the build has no backend at all).
// Docs/Determinism.md, "Where it runs", says which runtimes have each hook.

import Foundation

#if !ARCH_HARNESS_NO_EXECUTOR_HOOKS
/// Installs the runtime's hooks so that every job reaches the FIFO:
/// - `swift_task_getMainExecutor_hook` answers with ``HookedMainExecutor``, so the main actor's
///   jobs are enqueued on it (and isolation checks ask it);
/// - `swift_task_enqueueGlobal_hook` takes every job meant for the global executor;
/// - `swift_task_enqueueGlobalWithDelay_hook` and `…WithDeadline_hook` put `Task.sleep` on
///   virtual time where the runtime consults them (before Swift 6.3; from 6.3 `Task.sleep` goes
///   to the default executor's own timer, in real time, which ``RealTimeSleepWatch`` reports).
enum HooksBackend {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, Original) -> Void
  typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
  typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor
  typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
  typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
  typealias DeadlineOriginal = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
  typealias DeadlineHook =
    @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob, DeadlineOriginal) -> Void
  typealias GetTime =
    @convention(thin) (UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, Int32) -> Void

  /// The runtime's symbols this backend needs, found in the running process.
  struct Symbols: @unchecked Sendable {
    let main: UnsafeMutableRawPointer
    let global: UnsafeMutableRawPointer
    let delay: UnsafeMutableRawPointer
    let deadline: UnsafeMutableRawPointer
    let getTime: GetTime
  }

  /// The names of the symbols, in the order of ``Symbols``' fields.
  static let symbolNames = [
    "swift_task_getMainExecutor_hook", "swift_task_enqueueGlobal_hook",
    "swift_task_enqueueGlobalWithDelay_hook", "swift_task_enqueueGlobalWithDeadline_hook", "swift_get_time",
  ]

  private static let lookup: Result<Symbols, MissingSymbols> = {
    let found = symbolNames.map(RuntimeSymbol.address(of:))
    let missing = zip(symbolNames, found).filter { $0.1 == nil }.map(\.0)
    guard missing.isEmpty else { return .failure(MissingSymbols(names: missing)) }
    let pointers = found.compactMap { $0 }
    return .success(
      Symbols(
        main: pointers[0], global: pointers[1], delay: pointers[2], deadline: pointers[3],
        getTime: unsafeBitCast(pointers[4], to: GetTime.self)))
  }()

  /// Symbols the runtime of this process does not export.
  struct MissingSymbols: Error {
    let names: [String]
  }

  /// Why the hooks cannot be installed in this process, or nil when they can.
  static var unavailableReason: String? {
    guard case .failure(let missing) = lookup else { return nil }
    return "this system's Swift runtime does not export \(missing.names.joined(separator: ", "))"
  }

  static func install() -> String? {
    guard case .success(let symbols) = lookup else { return unavailableReason }
    symbols.main.assumingMemoryBound(to: MainHook.self).pointee = { _ in HookedMainExecutor.unowned }
    symbols.global.assumingMemoryBound(to: EnqueueHook.self).pointee = { job, _ in
      DeterministicExecutor.push(ReadyJob(job: job, lane: .global))
    }
    symbols.delay.assumingMemoryBound(to: DelayHook.self).pointee = { nanoseconds, job, _ in
      HooksBackend.sleep(job, for: .nanoseconds(Int64(clamping: nanoseconds)))
    }
    symbols.deadline.assumingMemoryBound(to: DeadlineHook.self).pointee = {
      seconds, nanoseconds, _, _, clock, job, _ in
      HooksBackend.sleep(job, until: .seconds(seconds) + .nanoseconds(nanoseconds), clock: clock)
    }
    return nil
  }

  /// Runs a job on the executor it was enqueued on, as the SPI backend does.
  static func run(_ ready: ReadyJob) {
    switch ready.lane {
    case .main: ready.job.runSynchronously(on: HookedMainExecutor.unowned)
    case .global: ready.job.runSynchronously(on: globalExecutor)
    }
  }

  /// The runtime's own global executor, as the task executor global jobs run on: the SPI backend
  /// runs them on the default executor too, and the runtime then lets a task go on to a
  /// nonisolated function on the same thread instead of enqueueing a job for the switch.
  private static let globalExecutor = globalConcurrentExecutor.asUnownedTaskExecutor()

  // MARK: - Timers

  /// A `Task.sleep` the runtime handed to the delay hook: on virtual time, like the SPI backend's.
  private static func sleep(_ job: UnownedJob, for delay: Duration) {
    ReplayRuntime.scheduleTimer(ReadyJob(job: job, lane: .global), after: delay.roundedUpToMilliseconds)
  }

  /// A `Task.sleep` handed to the deadline hook: its deadline on the runtime's clock `clock`
  /// (`swift_get_time`'s ids: 1 continuous, 2 suspending), made a delay from now.
  private static func sleep(_ job: UnownedJob, until deadline: Duration, clock: Int32) {
    guard case .success(let symbols) = lookup else { return }
    var seconds: Int64 = 0
    var nanoseconds: Int64 = 0
    symbols.getTime(&seconds, &nanoseconds, clock)
    let delay = deadline - (.seconds(seconds) + .nanoseconds(nanoseconds))
    sleep(job, for: max(delay, .zero))
  }
}

// MARK: - Executors

/// The main actor's executor under the hooks backend: its jobs go to the shared FIFO, and only the
/// driver thread (the process's main thread) is ever isolated to it.
final class HookedMainExecutor: SerialExecutor {
  static let shared = HookedMainExecutor()
  static let unowned = UnownedSerialExecutor(ordinary: shared)

  func enqueue(_ job: consuming ExecutorJob) {
    DeterministicExecutor.push(ReadyJob(job: UnownedJob(job), lane: .main))
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  func checkIsolated() {
    precondition(isOnMainThread, "main actor code ran off the replay driver's thread")
  }

  func isIsolatingCurrentContext() -> Bool? {
    isOnMainThread
  }
}

#else
/// The hooks backend, left out of this build.
enum HooksBackend {
  static var unavailableReason: String? {
    "this build leaves out the hooks backend (-DARCH_HARNESS_NO_EXECUTOR_HOOKS)"
  }

  static func install() -> String? { unavailableReason }

  static func run(_ ready: ReadyJob) {}
}
#endif
