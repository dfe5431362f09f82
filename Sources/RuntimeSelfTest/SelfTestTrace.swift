import DeterministicRuntime
import Synchronization

/// The events of one self-test run, each stamped with the virtual time it happened at. Written by
/// the main actor, by non-isolated service code, by a detached task and by an actor.
final class SelfTestTrace: Sendable {
  private let clock: VirtualClock
  private let lines = Mutex<[String]>([])

  init(clock: VirtualClock) {
    self.clock = clock
  }

  /// The events so far, one line each: `[  300ms] api.response list`.
  var events: [String] {
    lines.withLock { $0 }
  }

  /// Appends `event` at the clock's current virtual time (shown as `?` when not `isTimed`).
  func record(_ event: String, isTimed: Bool = true) {
    let line = isTimed ? Self.line(at: clock.elapsed / .milliseconds(1), event) : "[    ?ms] \(event)"
    lines.withLock { $0.append(line) }
  }

  /// The trace line for `event` at `milliseconds` of virtual time.
  static func line(at milliseconds: Double, _ event: String) -> String {
    let number = String(Int(milliseconds.rounded()))
    return "[\(String(repeating: " ", count: max(0, 5 - number.count)))\(number)ms] \(event)"
  }
}
