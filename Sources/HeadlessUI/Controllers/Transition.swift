/// The one place lifecycle calls are made: it compares what is visible before and after a
/// change and calls the appearing and disappearing controllers in UIKit's order for that kind of
/// transition.
@MainActor
enum Transition {
  /// The order in which UIKit calls the controllers of one transition. Appearing controllers
  /// always load their view (`viewDidLoad`, once) before any of these calls.
  enum Order {
    /// Push, pop, pop to root, set stack: old `viewWillDisappear`, new `viewWillAppear`, old
    /// `viewDidDisappear`, new `viewDidAppear`.
    case navigation
    /// Tab switch: new `viewWillAppear`, old `viewWillDisappear`, old `viewDidDisappear`, new
    /// `viewDidAppear`.
    case tabSwitch
    /// Present and dismiss: old `viewWillDisappear`, new `viewWillAppear`, new `viewDidAppear`,
    /// old `viewDidDisappear` (the covered view leaves after the animation ends). A page sheet
    /// covers nothing, so only the modal itself is called.
    case modal
  }

  static func perform(
    in window: Window?,
    event: NavigationEvent,
    order: Order = .navigation,
    moving: (in: [ViewController], out: [ViewController]) = ([], []),
    presented: ViewController? = nil,
    dismissed: ViewController? = nil,
    change: () -> Void
  ) {
    guard let window, window.isVisible else {
      change()
      return
    }
    window.record(event)
    let before = window.visibleControllers()
    change()
    let after = window.visibleControllers()
    let disappearing = before.filter { old in !after.contains { $0 === old } }
    let appearing = after.filter { new in !before.contains { $0 === new } }

    for controller in moving.out { controller.isMovingFromParent = true }
    for controller in moving.in { controller.isMovingToParent = true }
    presented?.isBeingPresented = true
    dismissed?.isBeingDismissed = true
    defer {
      for controller in moving.out { controller.isMovingFromParent = false }
      for controller in moving.in { controller.isMovingToParent = false }
      presented?.isBeingPresented = false
      dismissed?.isBeingDismissed = false
    }

    for controller in appearing { controller.loadViewIfNeeded() }
    let willDisappear = { for controller in disappearing { controller.viewWillDisappear() } }
    let willAppear = { for controller in appearing { controller.viewWillAppear() } }
    let didDisappear = { for controller in disappearing { controller.viewDidDisappear() } }
    let didAppear = { for controller in appearing { controller.viewDidAppear() } }
    switch order {
    case .navigation: [willDisappear, willAppear, didDisappear, didAppear].forEach { $0() }
    case .tabSwitch: [willAppear, willDisappear, didDisappear, didAppear].forEach { $0() }
    case .modal: [willDisappear, willAppear, didAppear, didDisappear].forEach { $0() }
    }
  }
}
