/// Presenting and dismissing modals: where a modal goes and what leaves with it.
@MainActor
enum Presentation {
  /// The controller a presentation from `controller` attaches to: its topmost container.
  static func context(of controller: ViewController) -> ViewController {
    var context = controller
    while let parent = context.parent { context = parent }
    return context
  }

  static func present(_ controller: ViewController, from source: ViewController) {
    let context = context(of: source)
    if let existing = context.ownPresentedViewController {
      source.window?.report(
        "`\(source.screenName)` tried to present `\(controller.screenName)` while "
          + "`\(existing.screenName)` is presented; the second presentation was ignored")
      return
    }
    Transition.perform(
      in: context.window, event: .present(controller.screenName), order: .modal, presented: controller
    ) {
      context.ownPresentedViewController = controller
      controller.ownPresentingViewController = context
    }
    context.window?.lifetimes.screensReturned([controller])
  }

  /// Dismisses the modal `source` (or its nearest ancestor) presented or, if none, the modal
  /// `source` is in, as UIKit's `dismiss(animated:)` does. Modals presented on top of the
  /// dismissed one leave with it.
  static func dismiss(from source: ViewController, interactive: Bool) {
    let modal: ViewController
    if let presented = source.presentedViewController {
      modal = presented
    } else {
      modal = context(of: source)
    }
    guard let presenting = modal.ownPresentingViewController else { return }
    let window = presenting.window
    var leaving: [ViewController] = []
    var current: ViewController? = modal
    while let screen = current {
      leaving.append(screen)
      current = screen.ownPresentedViewController
    }
    Transition.perform(in: window, event: .dismiss(modal.screenName), order: .modal, dismissed: modal) {
      for screen in leaving {
        screen.ownPresentingViewController?.ownPresentedViewController = nil
        screen.ownPresentingViewController = nil
      }
    }
    window?.lifetimes.screensLeft(leaving)
  }
}
