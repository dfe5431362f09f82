import HeadlessUI

/// The root of a declarative app in a window, as a SwiftUI `WindowGroup`: it turns a view whose
/// body is a ``TabView`` or a ``NavigationStack`` into the HeadlessUI container that fills the
/// window, and is the window's scene delegate, which hands deep links to the root's
/// ``View/onOpenURL(handling:)`` handlers.
///
/// The root view's own state, environment and observation work as in any hosted view; lifecycle
/// modifiers outside the containers' screens do not run (the scene is not a screen).
@MainActor
public final class SceneHost<Content: View>: SceneDelegate {
  /// The controller that fills the window: the root's container, or a hosting controller when
  /// the root has none.
  public let rootViewController: ViewController
  private let graph = ViewGraph()

  /// Builds the root's containers and screens from `rootView`.
  public init(rootView: Content) {
    graph.mount(rootView, in: HeadlessUI.View())
    if let container = graph.root.firstProvidedController() {
      rootViewController = container
    } else {
      rootViewController = HostingController(rootView: rootView)
    }
    graph.host = rootViewController
  }

  /// Makes this scene the content of `window` and its scene delegate, and shows the window.
  public func install(in window: Window) {
    window.rootViewController = rootViewController
    window.sceneDelegate = self
    window.makeKeyAndVisible()
  }

  /// Asks the root's ``View/onOpenURL(handling:)`` handlers, in tree order, until one handles
  /// `url`; false (a refused link, nothing changed) when none does.
  public func scene(_ window: Window, open url: String) -> Bool {
    var handlers: [@MainActor (String) -> Bool] = []
    graph.root.forEachNode { node in
      if let handler = node.attachment as? OpenURLHandler { handlers.append(handler.handle) }
    }
    return handlers.contains { $0(url) }
  }
}

/// Handles deep links opened in the scene (``View/onOpenURL(handling:)``).
public struct OpenURLModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let handle: @MainActor (String) -> Bool

  func update<Content: View>(_ node: Node, content: Content) {
    node.attachment = OpenURLHandler(handle: handle)
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

@MainActor
final class OpenURLHandler {
  let handle: @MainActor (String) -> Bool
  init(handle: @escaping @MainActor (String) -> Bool) { self.handle = handle }
}

extension View {
  /// Handles a deep link opened in the scene: `handler` changes the app's state and returns
  /// true, or returns false to refuse the link, changing nothing (`deeplink.rejected`), which
  /// SwiftUI's `onOpenURL` cannot say. Only handlers in the scene's root view, outside the
  /// containers' screens, are asked.
  public func onOpenURL(
    handling handler: @escaping @MainActor (String) -> Bool
  ) -> ModifiedContent<Self, OpenURLModifier> {
    modifier(OpenURLModifier(handle: handler))
  }
}
