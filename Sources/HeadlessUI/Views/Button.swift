/// A tappable control, like `UIButton` with a `.touchUpInside` action.
@MainActor
public final class Button: View {
  public var title: String {
    didSet { if title != oldValue { setNeedsRender() } }
  }
  /// A disabled button ignores taps; the window reports a tap on it as an error.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsRender() } }
  }
  private var actions: [@MainActor () -> Void] = []

  public init(identifier: String? = nil, title: String = "") {
    self.title = title
    super.init(identifier: identifier)
  }

  /// Adds a handler run on every tap, like `addAction(_:for: .touchUpInside)`.
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.append(handler)
  }

  /// What a tap does: runs every action when enabled. Returns false when disabled.
  @discardableResult
  public func sendTap() -> Bool {
    guard isEnabled else { return false }
    for action in actions { action() }
    return true
  }

  override public var kind: String? { "button" }
  override public var renderedText: String? { title }
  override public var renderedTraits: [String] { isEnabled ? [] : ["disabled"] }
}
