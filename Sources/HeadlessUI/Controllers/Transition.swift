/// The one place lifecycle calls are made: it compares what is visible before and after a
/// change and calls the appearing and disappearing controllers in UIKit's order.
@MainActor
enum Transition {
  static func perform(
    in window: Window?,
    event: NavigationEvent,
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
    for controller in disappearing { controller.viewWillDisappear() }
    for controller in appearing { controller.viewWillAppear() }
    for controller in disappearing { controller.viewDidDisappear() }
    for controller in appearing { controller.viewDidAppear() }
  }
}
