/// A main-actor list of weakly held observers: the app's small, typed stand-in for
/// `NotificationCenter`. A service owns one and tells its observers what happened; observers that
/// are gone are dropped, so registering never keeps a presenter alive.
@MainActor
final class ObserverList<Observer> {
  private struct Entry {
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []

  /// Adds `observer` once; adding it again does nothing.
  func add(_ observer: Observer) {
    let object = observer as AnyObject
    entries.removeAll { $0.object == nil }
    guard !entries.contains(where: { $0.object === object }) else { return }
    entries.append(Entry(object: object))
  }

  /// Removes `observer`, if it was added.
  func remove(_ observer: Observer) {
    let object = observer as AnyObject
    entries.removeAll { $0.object == nil || $0.object === object }
  }

  /// Calls `body` for every live observer, in the order they were added. Observers added or
  /// removed by `body` take effect for the next notification.
  func notify(_ body: (Observer) -> Void) {
    entries.removeAll { $0.object == nil }
    for entry in entries {
      if let observer = entry.object as? Observer { body(observer) }
    }
  }
}
