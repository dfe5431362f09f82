/// The base of every on-screen element, like `UIView`: a node with an accessibility-style
/// identifier, children, and a hidden flag.
///
/// Subclasses say how they render (``kind`` and ``renderedText``) and how they respond to a user
/// action; the window walks the tree to render it and to find elements.
@MainActor
open class View {
  /// The identifier a scenario uses to find this element (`product.p1.favorite`).
  public var accessibilityIdentifier: String?
  /// Hidden views and everything under them are neither rendered nor found.
  public var isHidden = false
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?

  public init(identifier: String? = nil) {
    self.accessibilityIdentifier = identifier
  }

  // MARK: - Hierarchy

  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Removes every subview.
  public func removeAllSubviews() {
    for view in subviews { view.superview = nil }
    subviews.removeAll()
  }

  // MARK: - Rendering

  /// The word that names this kind of element in the canonical screen text (`label`, `button` …);
  /// nil for plain containers, which render only their children.
  open var kind: String? { nil }

  /// The element's text as rendered (quoted in the canonical text), if it has one.
  open var renderedText: String? { nil }

  /// Extra state words after the text (`disabled`, `selected: WHO`).
  open var renderedTraits: [String] { [] }

  /// The visible children, in order, as rendered. Lists override this to render only the rows
  /// on screen.
  open var renderedChildren: [View] { subviews.filter { !$0.isHidden } }
}
