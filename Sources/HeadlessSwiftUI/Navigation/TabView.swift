import HeadlessUI

/// Tabs driven by a bound selection, as SwiftUI's `TabView(selection:content:)`: a HeadlessUI
/// ``TabBarController`` whose tabs are the views of `content` that have a
/// ``View/tabItem(_:identifier:)``, each selected by its ``View/tag(_:)``.
///
/// A tab whose content is a ``NavigationStack`` is that stack's navigation controller; any other
/// content is hosted as one screen. A change of the selection selects the tab (`select-tab`); the
/// user's tap on a tab writes its tag back into the selection (and a tap on the selected tab
/// pops its stack to the root, which writes that stack's path back empty).
public struct TabView<Selection: Hashable, Content: View>: View, PrimitiveView, ControllerProviding {
  public typealias Body = Never
  let selection: Binding<Selection>
  let content: Content

  /// Tabs from `content`, the one whose tag is `selection` selected.
  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func update(_ node: Node) {
    let selected = node.tracking { selection.wrappedValue }
    node.reconcileChildren { $0.update(key: 0, content) }
    let coordinator = node.attachment as? TabCoordinator<Selection> ?? TabCoordinator()
    node.attachment = coordinator
    coordinator.selection = selection
    coordinator.sync(tabs: TabSlot.slots(under: node), selected: selected)
  }
}

/// Keeps a tab bar controller's tabs and selection in line with a tab view, and the selection in
/// line with the user's taps.
@MainActor
final class TabCoordinator<Selection: Hashable>: ControllerOwner, ContainerSync, TabBarControllerDelegate {
  let tabs = TabBarController()
  var controller: ViewController { tabs }
  var selection: Binding<Selection>?
  private var tags: [AnyHashable?] = []

  init() { tabs.delegate = self }

  func sync(tabs slots: [TabSlot], selected: Selection) {
    let controllers = slots.map(\.controller)
    tags = slots.map(\.tag)
    if controllers.count != tabs.viewControllers.count
      || zip(controllers, tabs.viewControllers).contains(where: { $0 !== $1 })
    {
      tabs.setViewControllers(controllers)
      if let index = index(of: selected) { tabs.selectedIndex = index }
      return
    }
    if index(of: selected) != tabs.selectedIndex { NavigationTransaction.shared.enqueue(self) }
  }

  private func index(of selected: Selection) -> Int? {
    tags.firstIndex { $0 == AnyHashable(selected) }
  }

  var isOnSelectedTab: Bool { true }

  var controllerToSelect: ViewController? {
    guard let selected = selection?.wrappedValue, let index = index(of: selected),
      tabs.viewControllers.indices.contains(index), index != tabs.selectedIndex
    else { return nil }
    return tabs.viewControllers[index]
  }

  func apply(_ phase: NavigationTransaction.Phase, wasOnSelectedTab: Bool) {
    guard phase == .selectTab, let selected = selection?.wrappedValue, let index = index(of: selected) else {
      return
    }
    tabs.selectedIndex = index
  }

  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    guard let index = tabs.viewControllers.firstIndex(where: { $0 === viewController }),
      let tag = tags[index]?.base as? Selection
    else { return }
    if selection?.wrappedValue != tag { selection?.wrappedValue = tag }
  }
}

/// One tab of a tab view: its bar item and its controller (``View/tabItem(_:identifier:)``).
public struct TabItemModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let item: TabBarItem

  func update<Content: View>(_ node: Node, content: Content) {
    let slot = node.attachment as? TabSlot ?? TabSlot()
    node.attachment = slot
    if content is any ControllerProviding {
      node.reconcileChildren { $0.update(key: 0, content) }
      slot.controller = node.firstProvidedController() ?? slot.controller
    } else if slot.hosted == nil {
      let screen = ScreenHosting.host(content, environment: node.environment)
      slot.hosted = screen
      slot.controller = screen
    }
    if slot.controller.tabBarItem != item { slot.controller.tabBarItem = item }
    slot.tag = TabTags.tag(above: node)
  }
}

/// Where a ``TagModifier`` keeps its tag on its node, for the tab view to find.
@MainActor
enum TabTags {
  /// The tag set on `node` or the nearest node above it.
  static func tag(above node: Node) -> AnyHashable? {
    var current: Node? = node
    while let candidate = current {
      if let box = candidate.attachment as? TagBox { return box.tag }
      current = candidate.parent
    }
    return nil
  }
}

@MainActor
final class TagBox {
  let tag: AnyHashable
  init(_ tag: AnyHashable) { self.tag = tag }
}

/// What a tab item's node knows of its tab.
@MainActor
final class TabSlot {
  var controller: ViewController = ViewController()
  var hosted: ViewController?
  var tag: AnyHashable?

  /// The tabs under a tab view's node, in order.
  static func slots(under node: Node) -> [TabSlot] {
    var slots: [TabSlot] = []
    func visit(_ node: Node) {
      if let slot = node.attachment as? TabSlot { return slots.append(slot) }
      node.children.forEach(visit)
    }
    node.children.forEach(visit)
    return slots
  }
}

extension View {
  /// Makes this view a tab of the enclosing ``TabView``, shown in the bar as `title` and found by
  /// `identifier` (`products`).
  public func tabItem(
    _ title: some StringProtocol, identifier: String
  ) -> ModifiedContent<Self, TabItemModifier> {
    modifier(TabItemModifier(item: TabBarItem(identifier: identifier, title: String(title))))
  }
}
