// MARK: - User actions

extension Window {
  /// Taps a button or a list row.
  public func tap(_ id: String) throws(UIError) {
    if id == Window.backControlID { return try tapBack() }
    let view = try element(id)
    switch view {
    case let button as Button:
      guard button.sendTap() else { throw .disabled(id: id) }
    case let cell as ListCell:
      cell.listView?.didTap(cell)
    default:
      throw .wrongKind(id: id, kind: view.kind ?? "view", action: "tapped", expected: "a button or a row")
    }
  }

  /// Types `text` at the end of a text field.
  public func type(_ id: String, text: String) throws(UIError) {
    let field = try textField(id, action: "typed into")
    field.userTyped(text)
  }

  /// Clears a text field.
  public func clear(_ id: String) throws(UIError) {
    let field = try textField(id, action: "cleared")
    field.userCleared()
  }

  /// Picks `option` in a choice.
  public func choose(_ id: String, option: String) throws(UIError) {
    let view = try element(id)
    guard let choice = view as? Choice else {
      throw .wrongKind(id: id, kind: view.kind ?? "view", action: "chosen from", expected: "a choice")
    }
    guard choice.isEnabled else { throw .disabled(id: id) }
    guard choice.options.contains(option) else {
      throw .unknownOption(id: id, option: option, options: choice.options)
    }
    choice.userChose(option)
  }

  /// Taps the navigation bar's back control (`nav.back`).
  public func tapBack() throws(UIError) {
    guard isVisible else { throw .notLaunched }
    guard let navigation = backTarget() else { throw .noBackControl(screen: topScreenName) }
    navigation.userTappedBack()
  }

  /// Swipes the topmost modal down. A modal that is not dismissible now stays, and its
  /// presentation delegate is told of the attempt. Only sheets can be swiped: with a full-screen
  /// modal on top there is nothing to swipe, as in UIKit.
  public func swipeDismiss() throws(UIError) {
    guard isVisible else { throw .notLaunched }
    guard let modal = topModal, modal.modalPresentationStyle != .fullScreen else {
      throw .noModal(screen: topScreenName)
    }
    let presentation = modal.presentationController
    let delegate = presentation.delegate
    if presentation.isLockedByContent
      || !(delegate?.presentationControllerShouldDismiss(presentation) ?? true)
    {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    delegate?.presentationControllerWillDismiss(presentation)
    Presentation.dismiss(from: modal, interactive: true)
    delegate?.presentationControllerDidDismiss(presentation)
  }

  /// Taps a tab-bar item.
  public func selectTab(_ id: String) throws(UIError) {
    guard isVisible, let tabs = rootViewController as? TabBarController else { throw .notLaunched }
    if let modal = topModal { throw .coveredByModal(action: "select tab `\(id)`", modal: modal.screenName) }
    guard let index = tabs.index(ofTab: id) else {
      throw .unknownTab(id: id, tabs: tabs.viewControllers.map(\.tabBarItem.identifier))
    }
    tabs.userSelected(index: index)
  }

  /// Scrolls the list that holds row `id` until the row is on screen. A row already on screen
  /// needs no scrolling (nor an identifier from the data source).
  public func scroll(to id: String) throws(UIError) {
    guard isVisible else { throw .notLaunched }
    var lists: [ListView] = []
    func walk(_ view: View) {
      if let list = view as? ListView { lists.append(list) }
      view.renderedChildren.forEach(walk)
    }
    for controller in interactiveControllers { if controller.isViewLoaded { walk(controller.view) } }
    let onScreen = lists.flatMap(\.renderedChildren).contains { $0.accessibilityIdentifier == id }
    if onScreen { return }
    for list in lists {
      if let row = list.row(withIdentifier: id) { return list.scrollToRow(row) }
    }
    throw .noRow(id: id, lists: lists.compactMap(\.accessibilityIdentifier))
  }

  /// Opens a deep link through the scene delegate. Accepted links are recorded as
  /// `deeplink.open` before the events they cause; refused ones as `deeplink.rejected`.
  public func open(url: String) throws(UIError) {
    guard isVisible else { throw .notLaunched }
    let mark = pendingEventCount
    if sceneDelegate?.scene(self, open: url) ?? false {
      insertEvent(.deepLinkOpened(url), at: mark)
    } else {
      record(.deepLinkRejected(url))
    }
  }

  private func textField(_ id: String, action: String) throws(UIError) -> TextField {
    let view = try element(id)
    guard let field = view as? TextField else {
      throw .wrongKind(id: id, kind: view.kind ?? "view", action: action, expected: "a text field")
    }
    guard field.isEnabled else { throw .disabled(id: id) }
    return field
  }
}
