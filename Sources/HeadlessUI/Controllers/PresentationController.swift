/// Hears about interactive dismissal of a modal, like `UIAdaptivePresentationControllerDelegate`.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
  /// Asked before a swipe dismisses the modal; return false to keep it.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// Told after the user dismissed the modal (never after a dismissal made in code).
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// Told when a swipe was refused because the modal is not dismissible now.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension PresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// The presentation of one modal controller.
@MainActor
public final class PresentationController {
  public unowned let presentedViewController: ViewController
  public weak var delegate: (any PresentationControllerDelegate)?

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
  }

  /// Whether the modal refuses a swipe now: it or a screen on top inside it is modal in
  /// presentation.
  var isLockedByContent: Bool {
    var chain = [presentedViewController]
    var index = 0
    while index < chain.count {
      chain.append(contentsOf: chain[index].visibleChildren)
      index += 1
    }
    return chain.contains { $0.isModalInPresentation }
  }
}
