import Synchronization

/// Changes to what views observe that were made off the main actor, which SwiftUI forbids and
/// UIKit's views never see: the declarative layer asks ``isOffMainActor`` when an observed model
/// reports a change, and reports each one it finds with ``report(_:)``; the host that drives the
/// app takes them after each step with ``take()``.
///
/// Only the host can tell: under the replay runtime every job runs on the driver's thread, so the
/// thread says nothing, and it is the runtime that knows which executor a job was enqueued on. The
/// host installs that answer with ``install(isOnMainActor:)``; with none installed (tests, an app
/// on its own) every change counts as made on the main actor.
public enum MainActorChecks {
  private struct State {
    var isOnMainActor: (@Sendable () -> Bool)?
    var changes: [String] = []
  }

  private static let state = Mutex(State())

  /// Installs how to tell whether the code running now runs on the main actor (replacing any
  /// check installed before).
  public static func install(isOnMainActor: @escaping @Sendable () -> Bool) {
    state.withLock { $0.isOnMainActor = isOnMainActor }
  }

  /// Whether the installed check says the code running now is off the main actor; false when
  /// none is installed.
  public static var isOffMainActor: Bool {
    guard let check = state.withLock({ $0.isOnMainActor }) else { return false }
    return !check()
  }

  /// Records a change made off the main actor, described for a report (what changed and who
  /// reads it); a description already waiting is not recorded twice.
  public static func report(_ change: String) {
    state.withLock { state in
      if !state.changes.contains(change) { state.changes.append(change) }
    }
  }

  /// The changes reported since the last call, in the order they were reported.
  public static func take() -> [String] {
    state.withLock { state in
      defer { state.changes = [] }
      return state.changes
    }
  }
}
