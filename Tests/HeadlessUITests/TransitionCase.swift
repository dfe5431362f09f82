import HeadlessUI
import Testing

/// One transition of a launched ``Shell`` (tab `one` with root `a` selected, tab `two` with root
/// `x`) and the lifecycle calls UIKit makes for it.
struct TransitionCase: Sendable, CustomTestStringConvertible {
  let name: String
  var arrange: @MainActor @Sendable (Shell) throws -> Void = { _ in }
  let act: @MainActor @Sendable (Shell) throws -> Void
  /// The calls in UIKit's order; flags in parentheses are the ones true during that call.
  let expected: [String]

  var testDescription: String { name }

  static let all: [TransitionCase] = navigation + tabs + modals

  // MARK: - Navigation stack

  // UIKit push and pop (also the back button and swipe-back): the new screen loads, then old
  // viewWillDisappear, new viewWillAppear, old viewDidDisappear, new viewDidAppear ("The
  // Inconsistent Order of View Transition Events", wangling.me, 2014). isMovingToParent is true
  // during the appear calls of the pushed screen, isMovingFromParent during the disappear calls of
  // the popped one (UIViewController docs: "true only if called during viewWillAppear/
  // viewDidAppear" resp. "viewWillDisappear/viewDidDisappear").
  static let navigation: [TransitionCase] = [
    TransitionCase(
      name: "push",
      act: { $0.first.pushViewController($0.makeScreen("b")) },
      expected: [
        "b didLoad", "a willDisappear", "b willAppear (movingToParent)", "a didDisappear",
        "b didAppear (movingToParent)",
      ]),
    TransitionCase(
      name: "pop in code",
      arrange: { $0.first.pushViewController($0.makeScreen("b")) },
      act: { $0.first.popViewController() },
      expected: popOfB),
    TransitionCase(
      name: "pop with the back control",
      arrange: { $0.first.pushViewController($0.makeScreen("b")) },
      act: { try $0.window.tapBack() },
      expected: popOfB),
    // Pop to root from depth 3: only the top screen and the root are on screen; the middle one
    // gets no calls.
    TransitionCase(
      name: "pop to root from depth 3",
      arrange: { shell in
        shell.first.pushViewController(shell.makeScreen("b"))
        shell.first.pushViewController(shell.makeScreen("c"))
      },
      act: { $0.first.popToRootViewController() },
      expected: [
        "c willDisappear (movingFromParent)", "a willAppear", "c didDisappear (movingFromParent)",
        "a didAppear",
      ]),
    // setViewControllers: only the new top loads and appears; screens below it are not loaded.
    TransitionCase(
      name: "set stack",
      act: { shell in
        shell.first.setViewControllers([shell.a, shell.makeScreen("b"), shell.makeScreen("c")])
      },
      expected: [
        "c didLoad", "a willDisappear", "c willAppear (movingToParent)", "a didDisappear",
        "c didAppear (movingToParent)",
      ]),
    TransitionCase(
      name: "set stack replacing the top",
      arrange: { $0.first.pushViewController($0.makeScreen("b")) },
      act: { shell in shell.first.setViewControllers([shell.a, shell.makeScreen("c")]) },
      expected: [
        "c didLoad", "b willDisappear (movingFromParent)", "c willAppear (movingToParent)",
        "b didDisappear (movingFromParent)", "c didAppear (movingToParent)",
      ]),
  ]

  static let popOfB = [
    "b willDisappear (movingFromParent)", "a willAppear", "b didDisappear (movingFromParent)", "a didAppear",
  ]

  // MARK: - Tab bar

  // UITabBarController switch: the new tab loads and gets viewWillAppear FIRST, then the old tab
  // viewWillDisappear, viewDidDisappear, then the new viewDidAppear (logged on device in
  // "UITabBarViewController 控制器加载", pgzxc.github.io; same in "iOS at the time of transition
  // appear and disappear, the order of calls is explored", programmerteach.com). No flags: a tab
  // switch neither adds nor removes children.
  static let tabs: [TransitionCase] = [
    TransitionCase(
      name: "tab switch by the user",
      act: { try $0.window.selectTab("two") },
      expected: ["x didLoad", "x willAppear", "a willDisappear", "a didDisappear", "x didAppear"]),
    TransitionCase(
      name: "tab switch in code",
      act: { $0.tabBar.selectedIndex = 1 },
      expected: ["x didLoad", "x willAppear", "a willDisappear", "a didDisappear", "x didAppear"]),
    TransitionCase(
      name: "tab switch back to a loaded tab",
      arrange: { try $0.window.selectTab("two") },
      act: { try $0.window.selectTab("one") },
      expected: ["a willAppear", "x willDisappear", "x didDisappear", "a didAppear"]),
  ]

  // MARK: - Modals

  // iOS 13+ page sheet: the presenter stays in the hierarchy and gets NO disappear (or, on
  // dismissal, appear) calls. Full screen: presenter viewWillDisappear, modal viewWillAppear,
  // modal viewDidAppear, presenter viewDidDisappear (the covered view is removed after the
  // animation), and the mirror image on dismissal ("iOS LifeCycle in Modal", velog.io/@rudin_).
  // isBeingPresented / isBeingDismissed are true during the modal's appear / disappear calls.
  // A swipe-dismiss makes the same calls as dismiss in code.
  static let modals: [TransitionCase] = [
    TransitionCase(
      name: "present a page sheet",
      act: { $0.a.present($0.makeScreen("m")) },
      expected: ["m didLoad", "m willAppear (beingPresented)", "m didAppear (beingPresented)"]),
    TransitionCase(
      name: "present full screen",
      act: { $0.a.present($0.makeScreen("m", style: .fullScreen)) },
      expected: [
        "m didLoad", "a willDisappear", "m willAppear (beingPresented)", "m didAppear (beingPresented)",
        "a didDisappear",
      ]),
    TransitionCase(
      name: "dismiss a page sheet in code",
      arrange: { $0.a.present($0.makeScreen("m")) },
      act: { $0.window.topModal?.dismiss() },
      expected: ["m willDisappear (beingDismissed)", "m didDisappear (beingDismissed)"]),
    TransitionCase(
      name: "dismiss a page sheet by swiping",
      arrange: { $0.a.present($0.makeScreen("m")) },
      act: { try $0.window.swipeDismiss() },
      expected: ["m willDisappear (beingDismissed)", "m didDisappear (beingDismissed)"]),
    TransitionCase(
      name: "dismiss a full-screen modal",
      arrange: { $0.a.present($0.makeScreen("m", style: .fullScreen)) },
      act: { $0.window.topModal?.dismiss() },
      expected: [
        "m willDisappear (beingDismissed)", "a willAppear", "a didAppear", "m didDisappear (beingDismissed)",
      ]),
  ]
}
