import HeadlessUI

extension Label {
  /// The text the user reads, or nil while the label is hidden.
  var visibleText: String? { isHidden ? nil : text }
}
