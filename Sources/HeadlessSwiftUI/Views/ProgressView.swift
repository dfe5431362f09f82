import HeadlessUI

/// An indeterminate spinner; rendered as a HeadlessUI `ActivityIndicator` (`activity ID`).
public struct ProgressView: View, PrimitiveView, Equatable {
  public init() {}

  func update(_ node: Node) {
    _ = node.platformView(ActivityIndicator.self) { ActivityIndicator() }
    node.applyIdentifier()
  }
}
