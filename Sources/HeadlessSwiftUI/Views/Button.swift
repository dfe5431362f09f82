import HeadlessUI

/// A tappable control; rendered as a HeadlessUI `Button`, disabled under `.disabled(true)`.
/// Its title is its label's text (a ``Text``).
public struct Button<Label: View>: View, PrimitiveView {
  let label: Label
  let action: @MainActor () -> Void

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  func update(_ node: Node) {
    let holder = node.attachment as? ActionHolder ?? ActionHolder()
    let dismissal = node.environment.dialogDismissal
    holder.action = { [action] in
      dismissal?.dismiss()
      action()
    }
    let button = node.platformView(HeadlessUI.Button.self) {
      let button = HeadlessUI.Button()
      button.addAction { [weak holder] in holder?.action() }
      node.attachment = holder
      return button
    }
    let title = (label as? any TextProviding)?.plainText ?? ""
    if button.title != title { button.title = title }
    let enabled = node.environment.isEnabled
    if button.isEnabled != enabled { button.isEnabled = enabled }
    node.applyIdentifier()
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// The latest action of a button, which its platform button calls.
@MainActor
final class ActionHolder {
  var action: @MainActor () -> Void = {}
}
