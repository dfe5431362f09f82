// MARK: - Finding elements

extension Window {
  /// The top layer's controllers: the topmost modal's, or the whole chain when no modal is up.
  var interactiveControllers: [ViewController] {
    let visible = visibleControllers()
    guard let modal = topModal, let start = visible.firstIndex(where: { $0 === modal }) else {
      return visible
    }
    return Array(visible[start...])
  }

  /// The elements a user can reach now, in rendering order.
  public func reachableElements() -> [View] {
    var found: [View] = []
    forEachReachableElement { element in
      found.append(element)
      return true
    }
    return found
  }

  /// Visits ``reachableElements()`` in order until `body` returns false.
  private func forEachReachableElement(_ body: (View) -> Bool) {
    func walk(_ view: View) -> Bool {
      if view.accessibilityIdentifier != nil, view.kind != nil, !body(view) { return false }
      for child in view.renderedChildren where !walk(child) { return false }
      return true
    }
    for controller in interactiveControllers
    where !(controller is NavigationController) && !(controller is TabBarController) {
      for child in controller.view.renderedChildren where !walk(child) { return }
    }
  }

  /// The identifiers of ``reachableElements()``, with the back control when there is one.
  public func reachableIdentifiers() -> [String] {
    (backTarget() != nil ? [Window.backControlID] : [])
      + reachableElements().compactMap(\.accessibilityIdentifier)
  }

  /// Whether ``element(_:)`` finds `id`, without listing what is reachable when it does not (an
  /// `expect-missing` asks this at every check).
  public func hasElement(_ id: String) -> Bool {
    guard rootViewController != nil, isVisible else { return false }
    if id == Window.backControlID, backTarget() != nil { return true }
    var found = false
    forEachReachableElement { element in
      if element.accessibilityIdentifier == id { found = true }
      return !found
    }
    return found
  }

  /// The reachable element with `id`, or an error listing what is reachable. For the back
  /// control (`nav.back`) it is a button standing for the container's control: tapping it pops.
  public func element(_ id: String) throws(UIError) -> View {
    guard rootViewController != nil, isVisible else { throw .notLaunched }
    if id == Window.backControlID, let navigation = backTarget() {
      let back = Button(identifier: Window.backControlID, title: "Back")
      back.addAction { [weak navigation] in navigation?.userTappedBack() }
      return back
    }
    var match: View?
    forEachReachableElement { element in
      if element.accessibilityIdentifier == id { match = element }
      return match == nil
    }
    if let match { return match }
    throw .noElement(id: id, screen: topScreenName, visible: reachableIdentifiers())
  }

  /// The navigation controller whose back control is on screen, if any.
  func backTarget() -> NavigationController? {
    let navigation = interactiveControllers.last { $0 is NavigationController } as? NavigationController
    guard let navigation, navigation.viewControllers.count > 1 else { return nil }
    return navigation
  }
}
