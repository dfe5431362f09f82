import HeadlessUI

/// Presents and dismisses one dialog's hosting controller from the screen that declares it, so
/// that what is on screen follows the dialog's binding.
@MainActor
final class DialogPresenter {
  unowned let graph: ViewGraph
  var isPresented = false
  var screenName = "alert"
  var content = AnyView(EmptyView())
  private var controller: HostingController<AnyView>?

  init(graph: ViewGraph) { self.graph = graph }

  /// Presents the dialog, updates it or dismisses it, as the binding says. Only a screen on
  /// screen presents (a screen that appears with the binding true presents then).
  func sync() {
    guard isPresented else { return dismiss() }
    if let controller, controller.presentingViewController != nil {
      controller.rootView = content
      return
    }
    guard graph.isVisible, let host = graph.host, host.window != nil else { return }
    let dialog = HostingController(rootView: content, screenName: screenName)
    dialog.isModalInPresentation = true
    controller = dialog
    host.present(dialog)
  }

  /// Dismisses the dialog if it is up.
  func dismiss() {
    guard let controller else { return }
    self.controller = nil
    if controller.presentingViewController != nil { controller.dismiss() }
  }
}

/// What a dialog's buttons do after their action: set the dialog's binding to false.
@MainActor
final class DialogDismissal {
  let dismiss: @MainActor () -> Void

  init(_ dismiss: @escaping @MainActor () -> Void) { self.dismiss = dismiss }
}

extension EnvironmentValues {
  /// Set inside a dialog: its buttons dismiss it when tapped.
  var dialogDismissal: DialogDismissal? {
    get { self[DialogDismissalKey.self] }
    set { self[DialogDismissalKey.self] = newValue }
  }
}

private enum DialogDismissalKey: EnvironmentKey {
  static var defaultValue: DialogDismissal? { nil }
}
