/// Renders what is visible as canonical text: one element a line, indented by nesting.
///
/// ```
/// tab-bar: [products] orders bmi history
/// stack: products.list > products.detail
/// button nav.back "Back"
/// screen products.detail "Phone"
///   label detail.name "Phone"
///   button detail.favorite "♡" disabled
/// modal checkout not-dismissible
///   stack: checkout
///   screen checkout "Checkout"
/// ```
@MainActor
enum ScreenRenderer {
  static func render(root: ViewController?) -> String {
    guard let root else { return "(no window content)" }
    var lines: [String] = []
    var layers: [ViewController] = [root]
    var current = root
    while let modal = current.ownPresentedViewController {
      if modal.modalPresentationStyle == .fullScreen { layers.removeAll() }
      layers.append(modal)
      current = modal
    }
    for layer in layers {
      if layer === root {
        renderController(layer, indent: 0, into: &lines)
      } else {
        let locked = layer.isModalInPresentation || layer.presentationController.isLockedByContent
        lines.append("modal \(layer.screenName)\(locked ? " not-dismissible" : "")")
        renderController(layer, indent: 1, into: &lines)
      }
    }
    return lines.joined(separator: "\n")
  }

  static func renderController(_ controller: ViewController, indent: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: indent)
    switch controller {
    case let tabs as TabBarController:
      let items = tabs.viewControllers.enumerated().map { index, tab in
        index == tabs.selectedIndex ? "[\(tab.tabBarItem.identifier)]" : tab.tabBarItem.identifier
      }
      lines.append("\(pad)tab-bar: \(items.joined(separator: " "))")
      if let selected = tabs.selectedViewController {
        renderController(selected, indent: indent, into: &lines)
      }
    case let navigation as NavigationController:
      lines.append("\(pad)stack: \(navigation.viewControllers.map(\.screenName).joined(separator: " > "))")
      if navigation.viewControllers.count > 1 {
        lines.append("\(pad)button \(Window.backControlID) \"Back\"")
      }
      if let top = navigation.topViewController { renderController(top, indent: indent, into: &lines) }
    default:
      lines.append("\(pad)screen \(controller.screenName) \(quote(controller.title ?? ""))")
      for child in controller.view.renderedChildren { renderView(child, indent: indent + 1, into: &lines) }
    }
  }

  static func renderView(_ view: View, indent: Int, into lines: inout [String]) {
    var childIndent = indent
    if let kind = view.kind {
      var parts = [kind]
      if let id = view.accessibilityIdentifier { parts.append(id) }
      if let text = view.renderedText { parts.append(quote(text)) }
      parts.append(contentsOf: view.renderedTraits)
      lines.append(String(repeating: "  ", count: indent) + parts.joined(separator: " "))
      childIndent += 1
    }
    for child in view.renderedChildren { renderView(child, indent: childIndent, into: &lines) }
  }

  static func quote(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
