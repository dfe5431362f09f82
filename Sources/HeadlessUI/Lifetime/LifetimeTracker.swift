/// Finds screens, and the objects registered as theirs, that outlive their time on screen.
///
/// Containers tell the tracker when screens leave the hierarchy (popped, replaced, dismissed);
/// it keeps only weak references, so asking for ``leaks()`` after the app has settled names
/// what is still alive.
@MainActor
public final class LifetimeTracker {
  private struct Entry {
    weak var object: AnyObject?
    let description: String
    let screen: ObjectIdentifier
  }

  private var departed: [Entry] = []

  public init() {}

  /// Records that `screens` (and their children) left the hierarchy.
  public func screensLeft(_ screens: [ViewController]) {
    for screen in screens {
      for member in Self.subtree(of: screen) {
        let key = ObjectIdentifier(member)
        let name = "\(member.screenName) (\(type(of: member)))"
        departed.append(Entry(object: member, description: name, screen: key))
        for owned in member.ownedObjects {
          guard let object = owned.object else { continue }
          departed.append(
            Entry(object: object, description: "\(owned.role) of \(name) (\(type(of: object)))", screen: key))
        }
      }
    }
  }

  /// Records that `screens` are back in the hierarchy (a screen may be shown again).
  public func screensReturned(_ screens: [ViewController]) {
    let keys = Set(screens.flatMap(Self.subtree(of:)).map(ObjectIdentifier.init))
    departed.removeAll { keys.contains($0.screen) }
  }

  /// Descriptions of departed screens and objects that are still alive, in departure order.
  public func leaks() -> [String] {
    departed.removeAll { $0.object == nil }
    return departed.map(\.description)
  }

  private static func subtree(of screen: ViewController) -> [ViewController] {
    [screen] + screen.allChildren.flatMap(subtree(of:))
      + (screen.ownPresentedViewController.map(subtree(of:)) ?? [])
  }
}
