import HeadlessUI
import Synchronization

/// A container whose bound state changed: a stack, a tab view or a sheet, which the
/// ``NavigationTransaction`` brings in line with that state.
@MainActor
protocol ContainerSync: AnyObject {
  /// Whether the container is in the selected tab's part of the window (or in no tab at all),
  /// asked before any change of the transaction is made.
  var isOnSelectedTab: Bool { get }
  /// The tab's controller this container sits in (the child of its tab bar controller); nil
  /// outside tabs.
  var tabController: ViewController? { get }
  /// The tab's controller this container will select, if it is a tab view about to select one.
  var controllerToSelect: ViewController? { get }
  /// Makes the part of the change that belongs to `phase`, reading the bound state now;
  /// `wasOnSelectedTab` is false only for a container in the tab about to be selected.
  func apply(_ phase: NavigationTransaction.Phase, wasOnSelectedTab: Bool)
}

extension ContainerSync {
  var tabController: ViewController? { nil }
  var controllerToSelect: ViewController? { nil }
}

/// Applies the navigation changes of every container whose bound state changed, all at once and
/// in one order, whatever order the state was written in and whichever view tree reads it.
///
/// The order is `Docs/AppSpec.md`'s: modals are dismissed first, then the stacks of every tab but
/// the one about to be selected change (a hand-off pops the stack it leaves, whether or not its
/// tab is on screen), then the tab is selected, then the stacks of the tab just selected change
/// (a deep link shapes the stack of the tab it selects), then modals are presented. Every container's change is made from the bound state when the transaction runs
/// (a main-actor task scheduled by the first change, after the view updates already scheduled),
/// so that changes written in one turn move the containers together.
@MainActor
final class NavigationTransaction {
  /// The parts of a transaction, in the order they are made.
  enum Phase: CaseIterable {
    case dismiss, stacksOnScreen, selectTab, otherStacks, present
  }

  static let shared = NavigationTransaction()

  private var pending: [any ContainerSync] = []
  private var isScheduled = false

  /// Brings `container` in line with its state in the next transaction.
  func enqueue(_ container: any ContainerSync) {
    if !pending.contains(where: { $0 === container }) { pending.append(container) }
    scheduleRun()
  }

  private func scheduleRun() {
    guard !isScheduled else { return }
    isScheduled = true
    ViewUpdates.schedule { NavigationTransaction.shared.run() }
  }

  private func run() {
    isScheduled = false
    let containers = pending
    pending = []
    let selecting = Set(containers.compactMap { $0.controllerToSelect.map(ObjectIdentifier.init) })
    let onSelectedTab = containers.map { container in
      container.isOnSelectedTab
        || !(container.tabController.map { selecting.contains(ObjectIdentifier($0)) } ?? false)
    }
    for phase in Phase.allCases {
      for (container, wasOn) in zip(containers, onSelectedTab) {
        container.apply(phase, wasOnSelectedTab: wasOn)
      }
    }
  }
}

extension ViewController {
  /// The child of the nearest tab bar controller above this controller that holds it.
  var tabController: ViewController? {
    var child: ViewController = self
    var current = parent
    while let container = current {
      if container is TabBarController { return child }
      child = container
      current = container.parent
    }
    return nil
  }

  /// Whether this controller is below the selected tab of every tab bar above it.
  var isOnSelectedTab: Bool {
    var child: ViewController = self
    var current = parent
    while let container = current {
      if let tabs = container as? TabBarController, tabs.selectedViewController !== child { return false }
      child = container
      current = container.parent
    }
    return true
  }
}

/// Writes navigation state whose stack changes are replacements: every stack whose path `body`
/// changes (its first change since the stack last read it) is set as a whole (`set-stack`), keeping only the screens of the routes its old and new
/// paths start with, even when the change is one route appended or removed. A deep link that
/// shapes a stack (`app://products/p2` from the bare list) says so, as UIKit's
/// `setViewControllers` does.
@MainActor
public func withStackReplacement<Result>(_ body: () throws -> Result) rethrows -> Result {
  StackReplacement.depth.add(1, ordering: .sequentiallyConsistent)
  defer { StackReplacement.depth.subtract(1, ordering: .sequentiallyConsistent) }
  return try body()
}

/// Whether ``withStackReplacement(_:)`` is running: Observation reports a write synchronously,
/// on the thread that writes, so an invalidation made meanwhile is the replacement's (state
/// written on the main actor; another thread writing at that moment would be counted too).
enum StackReplacement {
  static let depth = Atomic<Int>(0)

  static var isActive: Bool { depth.load(ordering: .sequentiallyConsistent) > 0 }
}
