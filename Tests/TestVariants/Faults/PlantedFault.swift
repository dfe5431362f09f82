import AppContract
import DeterministicRuntime
import Dispatch
import Foundation
import HeadlessUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fault the harness's own tests plant in a variant: it fires when a scenario opens
/// ``PlantedFault/link``, so only the scenario that opens it is affected — every other scenario
/// must still pass on the same variant.
enum PlantedFault: String, CaseIterable, Sendable {
  case crashOnMain = "crash-main"
  case crashInDetachedTask = "crash-detached"
  case crashWithChildProcess = "crash-with-child"
  case stackOverflow = "stack-overflow"
  case synchronousLoop = "sync-loop"
  case effectLoop = "effect-loop"
  case sleepsForever = "sleeps-forever"
  case leakedScreen = "leaked-screen"
  case gcdLeftover = "gcd-leftover"
  case mainQueueLoop = "main-queue-loop"
  case mainQueueAfter = "main-queue-after"
  case forgesOutput = "forge-output"
  case dropsContinuation = "drop-continuation"
  case realTimeSleep = "real-time-sleep"

  /// The deep link that fires every fault.
  static let link = "app://fault"

  /// Fires the fault in `window`; `keep` holds what must outlive its screen.
  @MainActor
  func fire(in window: Window, keep: (AnyObject) -> Void) {
    switch self {
    case .crashOnMain:
      fatalError("planted crash on the main thread")
    case .crashInDetachedTask:
      Task.detached { fatalError("planted crash in a detached task") }
    case .crashWithChildProcess:
      // A grandchild in the worker's process group that inherits its output pipes and would
      // outlive it (as a crash reporter does): the supervisor must not wait for those pipes.
      var child: pid_t = 0
      let arguments = [strdup("/bin/sleep"), strdup("600"), nil]
      let environment: [UnsafeMutablePointer<CChar>?] = [nil]
      _ = posix_spawn(&child, "/bin/sleep", nil, nil, arguments, environment)
      fatalError("planted crash with a child process holding the pipes")
    case .stackOverflow:
      _ = Recursion.depth(from: 0)
    case .synchronousLoop:
      // The main thread never returns: it polls for a flag nothing will set, as one waiting for
      // work it queued on itself does. It naps between polls, so that the core is not held for
      // the whole step timeout (a spin would be the same hang to the supervisor, which goes by
      // the wall clock).
      Self.announceLoop()
      while ProcessInfo.processInfo.processIdentifier > 0 { usleep(1_000) }
    case .effectLoop:
      Task { while true { await Task.yield() } }
    case .sleepsForever:
      Task {
        while true { try? await Task.sleep(for: .seconds(1)) }
      }
    case .leakedScreen:
      if let screen = window.topScreen { keep(screen) }
    case .gcdLeftover:
      Self.leaveWorkForALaterReplay()
    case .mainQueueLoop:
      Self.hopOnTheMainQueue()
    case .realTimeSleep:
      // `Task.sleep` instead of the injected clock: virtual time under the SPI backend, real time
      // (reported at this step) under the hooks backend.
      Task { @MainActor [weak window] in
        try? await Task.sleep(for: .milliseconds(50))
        window?.topScreen?.title = "woke"
      }
    case .mainQueueAfter:
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3600)) {
        fatalError("planted main-queue work due in an hour of wall time ran")
      }
    case .forgesOutput:
      Self.printForgedMessages()
      // The replay really fails: the `back` after the link finds no back button.
      _ = window.topScreen?.navigationController?.popViewController()
    case .dropsContinuation:
      Task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }
    }
  }
}

extension PlantedFault {
  /// What ``forgesOutput`` prints, byte for byte: a finished replay that passed, written at once
  /// with `write(1, …)`; a step's record with `print` (left in its buffer); a line on standard
  /// error.
  static let forgedTrace =
    "TRACE\tScenarios/a-fault.scenario\tForged title\tforge-output\tpass\t\t\t0\t0\t0\t0\n"
  static let forgedStep = "STEPTRACE\t0\t5\t0\tlaunch\t+forged screen\t0\t0\t0\t0\n"
  static let forgedError = "SCENARIO\tforge-output\tScenarios/other.scenario\n"

  fileprivate static func printForgedMessages() {
    _ = forgedTrace.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    print(forgedStep, terminator: "")
    FileHandle.standardError.write(Data(forgedError.utf8))
  }
}

extension PlantedFault {
  /// For the kill tests: with `PLANTED_LOOP_PID_FILE` set, the worker writes its process id there
  /// and stops its supervisor (`SIGSTOP`) just before it starts looping, so the test can kill the
  /// supervisor while this worker is certainly stuck.
  fileprivate static func announceLoop() {
    guard let file = ProcessInfo.processInfo.environment["PLANTED_LOOP_PID_FILE"] else { return }
    try? Data("\(getpid())".utf8).write(to: URL(fileURLWithPath: file))
    _ = kill(getppid(), SIGSTOP)
  }
}

extension PlantedFault {
  /// Work left on GCD by one replay: on its own thread, it waits until the process has settled 20
  /// more times than when it was scheduled (this replay has fewer than 10 settles left), then
  /// calls into the main actor — which, in the same process, lands in whichever replay runs then.
  fileprivate static func leaveWorkForALaterReplay() {
    let due = ReplayRuntime.statistics.settles + 20
    DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(100)) {
      while ReplayRuntime.statistics.settles < due { sched_yield() }
      Task { @MainActor in fatalError("planted GCD work left by an earlier replay ran") }
    }
  }

  /// A block on the main queue that puts itself back there, forever.
  fileprivate static func hopOnTheMainQueue() {
    DispatchQueue.main.async { hopOnTheMainQueue() }
  }
}

/// Recursion the optimiser cannot turn into a loop.
private enum Recursion {
  /// Each frame holds 4 kB on the stack (an `InlineArray`, never the heap), so the stack runs
  /// out within about two thousand calls: the crash comes in milliseconds even on a loaded
  /// machine, well inside the one-second step time-out the planted-fault tests use.
  static func depth(from level: Int) -> Int {
    var frame = InlineArray<512, Int>(repeating: level)
    frame[level % 512] = level >= 0 ? depth(from: level + 1) : 0
    var sum = 0
    for index in frame.indices { sum &+= frame[index] }
    return sum
  }
}
