import HeadlessUI

/// Reading and tapping a controller's visible elements, as a unit test of a view controller does.
extension ViewController {
  /// The identifiers of the visible elements, in rendering order.
  var visibleIdentifiers: [String] {
    var found: [String] = []
    func walk(_ view: View) {
      if let id = view.accessibilityIdentifier, view.kind != nil { found.append(id) }
      view.renderedChildren.forEach(walk)
    }
    view.renderedChildren.forEach(walk)
    return found
  }

  /// The visible element with `id`.
  func visibleElement(_ id: String) -> View? {
    func find(_ view: View) -> View? {
      if view.accessibilityIdentifier == id, view.kind != nil { return view }
      return view.renderedChildren.lazy.compactMap(find).first
    }
    return view.renderedChildren.lazy.compactMap(find).first
  }

  /// The text of the visible element `id`.
  func text(of id: String) -> String? { visibleElement(id)?.renderedText }

  /// Whether the visible button `id` is enabled.
  func isEnabled(_ id: String) -> Bool? { (visibleElement(id) as? Button)?.isEnabled }

  /// Taps the visible button `id`; false when it is missing or disabled.
  @discardableResult
  func tap(_ id: String) -> Bool { (visibleElement(id) as? Button)?.sendTap() ?? false }

  /// Loads the view and sends the appearance calls, as a container would.
  func simulateAppearance() {
    loadViewIfNeeded()
    viewWillAppear()
    viewDidAppear()
  }
}
