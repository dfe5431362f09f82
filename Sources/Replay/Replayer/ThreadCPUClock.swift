#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The CPU time the calling thread has used, in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`).
///
/// A replay runs every job of the app on the main thread (the deterministic runtime's queue), so
/// the thread's CPU time over a step is the app's own work, whatever else the machine is doing;
/// the monotonic clock (`ContinuousClock`) also counts the time the thread waited for a core. On
/// Linux a read is a system call (no vDSO), about 0.2–0.5 µs; the `Replayer` reads it twice per
/// step that runs app code.
public enum ThreadCPUClock {
  /// The calling thread's CPU time so far, in nanoseconds; 0 where the system has no such clock.
  public static func now() -> Int {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
