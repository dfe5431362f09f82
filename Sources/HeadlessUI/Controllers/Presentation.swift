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
    if let existing = context.presentedViewController {
      source.window?.report(
        "`\(source.screenName)` tried to present `\(controller.screenName)` while "
          + "`\(existing.screenName)` is presented; the second presentation was ignored")
      return
    }
    Transition.perform(
      in: context.window, event: .present(controller.screenName), presented: controller
    ) {
      context.presentedViewController = controller
      controller.presentingViewController = context
    }
    context.window?.lifetimes.screensReturned([controller])
  }

  /// Dismisses the modal `source` presented or, if none, the modal `source` is in.
  static func dismiss(from source: ViewController, interactive: Bool) {
    let modal: ViewController
    if let presented = source.presentedViewController {
      modal = presented
    } else if let presented = context(of: source).presentingViewController?.presentedViewController {
      modal = presented
    } else {
      return
    }
    guard let presenting = modal.presentingViewController else { return }
    let window = presenting.window
    var leaving: [ViewController] = []
    var current: ViewController? = modal
    while let screen = current {
      leaving.append(screen)
      current = screen.presentedViewController
    }
    Transition.perform(in: window, event: .dismiss(modal.screenName), dismissed: modal) {
      presenting.presentedViewController = nil
      modal.presentingViewController = nil
      for screen in leaving.dropFirst() {
        screen.presentingViewController?.presentedViewController = nil
        screen.presentingViewController = nil
      }
    }
    window?.lifetimes.screensLeft(leaving)
  }
}
