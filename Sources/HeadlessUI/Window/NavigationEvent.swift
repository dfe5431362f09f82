/// A change of what is on screen, recorded by the window in the order it happened.
public enum NavigationEvent: Hashable, Sendable, CustomStringConvertible {
  case selectTab(String)
  case push(String)
  case pop(String)
  case popToRoot(String)
  case setStack([String])
  case present(String)
  case dismiss(String)
  /// A deep link the app accepted; the events it caused follow.
  case deepLinkOpened(String)
  /// A deep link the app refused; nothing changed.
  case deepLinkRejected(String)

  /// The canonical text: `push products.detail`, `set-stack products.list > products.detail`.
  public var description: String {
    switch self {
    case .selectTab(let tab): "select-tab \(tab)"
    case .push(let screen): "push \(screen)"
    case .pop(let screen): "pop \(screen)"
    case .popToRoot(let root): "pop-to-root \(root)"
    case .setStack(let screens): "set-stack \(screens.joined(separator: " > "))"
    case .present(let screen): "present \(screen)"
    case .dismiss(let screen): "dismiss \(screen)"
    case .deepLinkOpened(let url): "deeplink.open \(url)"
    case .deepLinkRejected(let url): "deeplink.rejected \(url)"
    }
  }
}
