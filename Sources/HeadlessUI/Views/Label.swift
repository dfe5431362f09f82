/// A line of text, like `UILabel`.
@MainActor
public final class Label: View {
  public var text: String {
    didSet { if text != oldValue { setNeedsRender() } }
  }

  public init(identifier: String? = nil, text: String = "") {
    self.text = text
    super.init(identifier: identifier)
  }

  override public var kind: String? { "label" }
  override public var renderedText: String? { text }
}
