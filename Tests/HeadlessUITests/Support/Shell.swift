import HeadlessUI

/// An app shell as the variants build it: a window whose root is a tab bar with one navigation
/// stack per tab. By default tabs `one` (root screen `a`) and `two` (root screen `x`).
@MainActor
final class Shell {
  let journal = Journal()
  let window = Window()
  let tabBar = TabBarController()
  let stacks: [NavigationController]
  private var made: [WeakScreen] = []

  /// `tabs` pairs each tab identifier with its root screen's name; `content` fills root screens.
  init(
    tabs: [(tab: String, root: String)] = [("one", "a"), ("two", "x")],
    content: [String: @MainActor (View) -> Void] = [:]
  ) {
    var stacks: [NavigationController] = []
    for (tab, root) in tabs {
      let screen = JournalingScreen(root, journal: journal, content: content[root] ?? { _ in })
      let stack = NavigationController(rootViewController: screen)
      stack.tabBarItem = TabBarItem(identifier: tab, title: tab.uppercased())
      stacks.append(stack)
      made.append(WeakScreen(screen: screen))
    }
    self.stacks = stacks
    tabBar.setViewControllers(stacks)
    window.rootViewController = tabBar
  }

  var first: NavigationController { stacks[0] }
  var second: NavigationController { stacks[1] }
  /// The root screen of the first tab.
  var a: ViewController { stacks[0].viewControllers[0] }

  /// Shows the window, as the harness's `launch` does; forgets what launching recorded.
  func launch() {
    window.makeKeyAndVisible()
    _ = journal.take()
    _ = window.takeNavigationEvents()
  }

  /// A new screen writing to this shell's journal. The shell does not keep it alive.
  func makeScreen(
    _ name: String, style: ModalPresentationStyle = .pageSheet,
    content: @escaping @MainActor (View) -> Void = { _ in }
  ) -> JournalingScreen {
    let screen = JournalingScreen(name, journal: journal, content: content)
    screen.modalPresentationStyle = style
    made.append(WeakScreen(screen: screen))
    return screen
  }

  /// The screens made by this shell that are still alive.
  var liveScreens: [JournalingScreen] { made.compactMap(\.screen) }

  /// The navigation events since the last call, as text.
  func takeEvents() -> [String] { window.takeNavigationEvents().map(\.description) }
}

private struct WeakScreen {
  weak var screen: JournalingScreen?
}
