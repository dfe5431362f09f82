/// Presents an alert or a confirmation dialog while a binding is true (``View/alert(_:isPresented:actions:message:)``,
/// ``View/confirmationDialog(_:isPresented:actions:message:)``).
///
/// The dialog is a modal, as a `UIAlertController` is: a ``HostingController`` named `alert` or
/// `dialog`, presented on the screen's container (navigation events `present alert`,
/// `dismiss alert`) and not dismissible by a swipe. It shows the title (`label alert.title`),
/// the message (`label alert.message`) and the actions; tapping an action sets the binding to
/// false, which dismisses the dialog, and runs the action.
public struct DialogModifier<Actions: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let kind: String
  let title: String
  let message: String?
  let isPresented: Binding<Bool>
  let actions: Actions

  func update<Content: View>(_ node: Node, content: Content) {
    node.reconcileChildren { $0.update(key: 0, content) }
    let presented = node.tracking { isPresented.wrappedValue }
    let presenter = node.attachment as? DialogPresenter ?? DialogPresenter(graph: node.graph)
    node.attachment = presenter
    let binding = isPresented
    presenter.screenName = kind
    presenter.isPresented = presented
    presenter.content = AnyView(
      DialogContent(kind: kind, title: title, message: message, actions: actions)
        .environment(\.dialogDismissal, DialogDismissal { binding.wrappedValue = false }))
    let lifecycle = node.ensuredLifecycle
    lifecycle.appearActions = [{ [weak presenter] in presenter?.sync() }]
    lifecycle.disappearActions = [{ [weak presenter] in presenter?.dismiss() }]
    node.graph.pendingActions.append { [weak presenter] in presenter?.sync() }
  }
}

/// What a dialog shows: its title, its message and its actions.
struct DialogContent<Actions: View>: View {
  let kind: String
  let title: String
  let message: String?
  let actions: Actions

  var body: some View {
    Text(title).accessibilityIdentifier("\(kind).title")
    if let message { Text(message).accessibilityIdentifier("\(kind).message") }
    actions
  }
}

extension View {
  /// Presents an alert titled `title` while `isPresented` is true, with `actions` (buttons) and
  /// an optional message.
  public func alert<Actions: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    message: () -> Text? = { nil }
  ) -> ModifiedContent<Self, DialogModifier<Actions>> {
    modifier(
      DialogModifier(
        kind: "alert", title: String(title), message: message()?.content, isPresented: isPresented,
        actions: actions()))
  }

  /// Presents a confirmation dialog (an action sheet) while `isPresented` is true; as
  /// ``alert(_:isPresented:actions:message:)``, with the screen name `dialog`.
  public func confirmationDialog<Actions: View>(
    _ title: some StringProtocol, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    message: () -> Text? = { nil }
  ) -> ModifiedContent<Self, DialogModifier<Actions>> {
    modifier(
      DialogModifier(
        kind: "dialog", title: String(title), message: message()?.content, isPresented: isPresented,
        actions: actions()))
  }
}
