import HeadlessUI

/// Reading and tapping a controller's visible elements, as a unit test of a view controller does
/// (shared by the view-controller tests of `mvc`, `mvp` and `mvc-massive`).
extension ViewController {
  /// The identifiers of the visible elements, in rendering order.
  public var visibleIdentifiers: [String] {
    var found: [String] = []
    func walk(_ view: View) {
      if let id = view.accessibilityIdentifier, view.kind != nil { found.append(id) }
      view.renderedChildren.forEach(walk)
    }
    view.renderedChildren.forEach(walk)
    return found
  }

  /// The visible element with `id`.
  public func visibleElement(_ id: String) -> View? {
    func find(_ view: View) -> View? {
      if view.accessibilityIdentifier == id, view.kind != nil { return view }
      return view.renderedChildren.lazy.compactMap(find).first
    }
    return view.renderedChildren.lazy.compactMap(find).first
  }

  /// The text of the visible element `id`.
  public func text(of id: String) -> String? { visibleElement(id)?.renderedText }

  /// Whether the visible button `id` is enabled.
  public func isEnabled(_ id: String) -> Bool? { (visibleElement(id) as? Button)?.isEnabled }

  /// Taps the visible button `id`; false when it is missing or disabled.
  @discardableResult
  public func tap(_ id: String) -> Bool { (visibleElement(id) as? Button)?.sendTap() ?? false }

  /// Types `text` at the end of the visible field `id`, as a user does.
  public func type(_ text: String, into id: String) {
    (visibleElement(id) as? TextField)?.userTyped(text)
  }

  /// Loads the view and sends the appearance calls, as a container would.
  public func simulateAppearance() {
    loadViewIfNeeded()
    viewWillAppear()
    viewDidAppear()
  }
}
