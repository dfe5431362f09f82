/// Editable text, like `UITextField`, with editing events.
@MainActor
public final class TextField: View {
  /// The events a text field reports, as `UIControl.Event` does.
  public enum EditingEvent: Sendable {
    case editingDidBegin
    case editingChanged
    case editingDidEnd
  }

  public var text = "" {
    didSet { if text != oldValue { setNeedsRender() } }
  }
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsRender() } }
  }
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsRender() } }
  }
  private var handlers: [(event: EditingEvent, action: @MainActor () -> Void)] = []

  public init(identifier: String? = nil, placeholder: String = "") {
    self.placeholder = placeholder
    super.init(identifier: identifier)
  }

  /// Adds a handler for one editing event.
  public func addAction(for event: EditingEvent, _ handler: @escaping @MainActor () -> Void) {
    handlers.append((event, handler))
  }

  /// Types `string` at the end of the text, as a user would: begin, changed, end.
  public func userTyped(_ string: String) {
    send(.editingDidBegin)
    text += string
    send(.editingChanged)
    send(.editingDidEnd)
  }

  /// Clears the text, as the clear button does: begin, changed, end.
  public func userCleared() {
    send(.editingDidBegin)
    text = ""
    send(.editingChanged)
    send(.editingDidEnd)
  }

  private func send(_ event: EditingEvent) {
    for handler in handlers where handler.event == event { handler.action() }
  }

  override public var kind: String? { "field" }
  override public var renderedText: String? { text }
  override public var renderedTraits: [String] {
    (text.isEmpty ? ["placeholder: \(placeholder)"] : []) + (isEnabled ? [] : ["disabled"])
  }
}
