/// The base of every on-screen element, like `UIView`: a node with an accessibility-style
/// identifier, children, and a hidden flag.
///
/// Subclasses say how they render (``kind`` and ``renderedText``) and how they respond to a user
/// action; the window walks the tree to render it and to find elements.
///
/// The window keeps each view's rendered text and renders again only views that changed since
/// (``setNeedsRender()``): every property that shows on screen tells it when it changes.
@MainActor
open class View {
  /// The identifier a scenario uses to find this element (`product.p1.favorite`).
  public var accessibilityIdentifier: String? {
    didSet { if accessibilityIdentifier != oldValue { setNeedsRender() } }
  }
  /// Hidden views and everything under them are neither rendered nor found.
  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsRender() } }
  }
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
    setNeedsRender()
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsRender()
  }

  /// Removes every subview.
  public func removeAllSubviews() {
    guard !subviews.isEmpty else { return }
    for view in subviews { view.superview = nil }
    subviews.removeAll()
    setNeedsRender()
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
  open var renderedChildren: [View] {
    var visible: [View] = []
    visible.reserveCapacity(subviews.count)
    for view in subviews where !view.isHidden { visible.append(view) }
    return visible
  }

  // MARK: - Rendering again only what changed

  /// The text this view rendered last, while nothing it shows has changed since.
  var renderCache: RenderCache?
  /// The value of ``mutationCount`` when this view or a view under it last changed.
  var changedAt: UInt64 = 0
  /// Counts changes to rendered views, so that a render can tell whether the view it renders
  /// changed while it was being rendered (a list building its cells).
  static var mutationCount: UInt64 = 0

  /// Says that what this view renders changed, so that the window renders it (and the views above
  /// it) again. Every property of the built-in views that shows on screen calls it; a subclass
  /// whose ``kind``, ``renderedText``, ``renderedTraits`` or ``renderedChildren`` depend on state
  /// of its own must call it when that state changes.
  public final func setNeedsRender() {
    View.mutationCount &+= 1
    let stamp = View.mutationCount
    // Always up to the top: a view that is not rendered now (hidden) keeps no text, but the views
    // above it may, and they must hear of its change.
    var current: View? = self
    while let view = current {
      view.renderCache = nil
      view.changedAt = stamp
      current = view.renderParent
    }
  }

  /// The view whose rendered text holds this one's: the superview, or a row's list.
  var renderParent: View? { superview }
}

/// A view's rendered lines, each ending with a newline, at the indentation they were made for.
struct RenderCache {
  var indent: Int
  /// True for the text of a screen's root view, which renders only its children.
  var isContentOnly: Bool
  var text: String
}
