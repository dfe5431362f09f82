#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// GCD's main queue (`DispatchQueue.main`), drained by the replay driver as UIKit's run loop drains
/// it: nothing else in a replay process runs the main queue (no run loop turns, no
/// `dispatch_main`), so `ReplayRuntime.settle` runs what a step put there, on the main thread.
///
/// On Linux it uses the two entry points of libdispatch that CoreFoundation's run loop uses, found
/// by name (`RuntimeSymbol`): `_dispatch_get_main_queue_handle_4CF` gives an `eventfd` that
/// libdispatch writes whenever the main queue gets work (a push onto the empty queue, or a drain
/// that left work behind), and `_dispatch_main_queue_callback_4CF` runs the blocks queued when it
/// is called (blocks they queue wait for the next call, which their push has announced on the
/// `eventfd`). Elsewhere, and if the entry points are missing, the main queue is not drained.
enum MainDispatchQueue {
  #if os(Linux)
  /// libdispatch's run-loop entry points for the main queue.
  private struct EntryPoints: @unchecked Sendable {
    /// The `eventfd` that counts the main queue's wake-ups.
    let wakeUps: Int32
    /// Runs the blocks queued on the main queue; must be called on the main thread.
    let drain: @convention(c) (UnsafeMutableRawPointer?) -> Void
  }

  /// The names of the two entry points: the `eventfd`'s, then the drain's.
  static let symbolNames = ["_dispatch_get_main_queue_handle_4CF", "_dispatch_main_queue_callback_4CF"]

  private static let entryPoints: EntryPoints? = {
    typealias Handle = @convention(c) () -> Int32
    typealias Callback = @convention(c) (UnsafeMutableRawPointer?) -> Void
    guard let handle = RuntimeSymbol.address(of: symbolNames[0]),
      let callback = RuntimeSymbol.address(of: symbolNames[1])
    else { return nil }
    let wakeUps = unsafeBitCast(handle, to: Handle.self)()
    guard wakeUps >= 0 else { return nil }
    return EntryPoints(wakeUps: wakeUps, drain: unsafeBitCast(callback, to: Callback.self))
  }()

  /// Finds the entry points (and makes libdispatch create its `eventfd`); returns whether the main
  /// queue can be drained. Called once when the runtime is installed.
  @discardableResult
  static func prepare() -> Bool {
    entryPoints != nil
  }

  /// If the main queue was woken since the last call, runs the blocks queued on it and returns
  /// true; false when it has nothing. Main thread only.
  static func runPending() -> Bool {
    guard let entryPoints else { return false }
    var count: UInt64 = 0
    guard read(entryPoints.wakeUps, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else {
      return false
    }
    entryPoints.drain(nil)
    return true
  }

  /// Whether the main queue has been woken and not drained since (work is waiting on it).
  static var hasPendingWork: Bool {
    guard let entryPoints else { return false }
    var request = pollfd(fd: entryPoints.wakeUps, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN) != 0
  }
  #else
  @discardableResult
  static func prepare() -> Bool { false }
  static func runPending() -> Bool { false }
  static var hasPendingWork: Bool { false }
  #endif
}
