import HeadlessUI

/// Editable text bound to a value; rendered as a HeadlessUI `TextField` whose placeholder is the
/// title. What the user types is written through the binding; a change of the bound value shows
/// in the field.
public struct TextField: View, PrimitiveView {
  let placeholder: String
  let text: Binding<String>

  public init(_ placeholder: some StringProtocol, text: Binding<String>) {
    self.placeholder = String(placeholder)
    self.text = text
  }

  func update(_ node: Node) {
    let holder = node.attachment as? BindingHolder<String> ?? BindingHolder(text)
    holder.binding = text
    let field = node.platformView(HeadlessUI.TextField.self) {
      let field = HeadlessUI.TextField()
      field.addAction(for: .editingChanged) { [weak holder, weak field] in
        guard let holder, let field else { return }
        holder.binding.wrappedValue = field.text
      }
      node.attachment = holder
      return field
    }
    let value = node.tracking { text.wrappedValue }
    if field.text != value { field.text = value }
    if field.placeholder != placeholder { field.placeholder = placeholder }
    let enabled = node.environment.isEnabled
    if field.isEnabled != enabled { field.isEnabled = enabled }
    node.applyIdentifier()
  }
}

/// The latest binding of a control, which its platform control writes through.
@MainActor
final class BindingHolder<Value> {
  var binding: Binding<Value>

  init(_ binding: Binding<Value>) { self.binding = binding }
}
