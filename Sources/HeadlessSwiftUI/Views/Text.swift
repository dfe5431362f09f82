import HeadlessUI

/// A line of text; rendered as a HeadlessUI `Label` (`label ID "text"`).
public struct Text: View, PrimitiveView, Equatable {
  let content: String

  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  public init(verbatim content: String) {
    self.content = content
  }

  func update(_ node: Node) {
    let label = node.platformView(HeadlessUI.Label.self) { HeadlessUI.Label() }
    if label.text != content { label.text = content }
    node.applyIdentifier()
  }
}

/// Views that can say what text they show, for a button's or a picker option's title.
@MainActor
protocol TextProviding {
  var plainText: String? { get }
}

extension Text: TextProviding {
  var plainText: String? { content }
}
