/// Says the screen's title or name to the hosting controller (``View/navigationTitle(_:)``,
/// ``View/screenName(_:)``). The first in tree order wins.
public struct ScreenPreferenceModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let title: String?
  let screenName: String?

  func update<Content: View>(_ node: Node, content: Content) {
    node.navigationTitle = title
    node.screenName = screenName
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// The title of the screen this view is on: its hosting controller's `title`.
  public func navigationTitle(_ title: some StringProtocol) -> ModifiedContent<Self, ScreenPreferenceModifier>
  {
    modifier(ScreenPreferenceModifier(title: String(title), screenName: nil))
  }

  /// The stable name of the screen this view is on (`products.list`): its hosting controller's
  /// `screenName`, in rendered screens and navigation events.
  public func screenName(_ name: String) -> ModifiedContent<Self, ScreenPreferenceModifier> {
    modifier(ScreenPreferenceModifier(title: nil, screenName: name))
  }
}

/// A view whose screen name can be read from its modifiers, before any body is evaluated.
@MainActor
protocol OuterScreenNaming {
  var outerScreenName: String? { get }
}

extension ModifiedContent: OuterScreenNaming {
  var outerScreenName: String? {
    if let preference = modifier as? ScreenPreferenceModifier, let name = preference.screenName {
      return name
    }
    return (content as? any OuterScreenNaming)?.outerScreenName
  }
}
