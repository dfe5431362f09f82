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
///
/// Two ways, one text: ``render(root:reusingViews:)`` with `reusingViews` takes the lines of every
/// view that has not changed since it was last rendered from that view (``View/setNeedsRender()``),
/// so that a step that changes one label renders one label; without it every view is rendered
/// afresh. Containers (tab bar, stack, modal and screen lines) are always rendered afresh: they are
/// a handful of lines. Both ways write through the same functions, so they differ only if a change
/// was not reported, which the harness's self-check (`ARCH_HARNESS_VERIFY_RENDER`) and the tests
/// look for.
@MainActor
enum ScreenRenderer {
  static func render(root: ViewController?, reusingViews: Bool) -> String {
    guard let root else { return "(no window content)" }
    var layers: [ViewController] = [root]
    var current = root
    while let modal = current.ownPresentedViewController {
      if modal.modalPresentationStyle == .fullScreen { layers.removeAll() }
      layers.append(modal)
      current = modal
    }
    var output = Output(reusingViews: reusingViews)
    for layer in layers {
      if layer === root {
        output.appendController(layer, indent: 0)
      } else {
        let locked = layer.isModalInPresentation || layer.presentationController.isLockedByContent
        output.text += "modal "
        output.text += layer.screenName
        if locked { output.text += " not-dismissible" }
        output.text += "\n"
        output.appendController(layer, indent: 1)
      }
    }
    // Every line ends with a newline; the canonical text has none after the last line. (A
    // carriage return before it would make one character with it: then copy without it.)
    var text = output.text
    guard text.utf8.dropLast().last != UInt8(ascii: "\r") else {
      return String(decoding: text.utf8.dropLast(), as: UTF8.self)
    }
    text.removeLast()
    return text
  }

  /// `"text"`, with backslashes, double quotes and newlines escaped (`\\`, `\"`, `\n`), byte by
  /// byte. Text without any of them, the usual case, is copied as it is.
  nonisolated static func quote(_ text: String) -> String {
    var quoted = ""
    appendQuoted(text, to: &quoted)
    return quoted
  }

  /// Appends ``quote(_:)`` of `text` to `output`, in time linear in the text's UTF-8 length.
  nonisolated static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    if needsEscaping(text) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count + 16)
      for byte in text.utf8 {
        switch byte {
        case backslash: bytes += [backslash, backslash]
        case doubleQuote: bytes += [backslash, doubleQuote]
        case newline: bytes += [backslash, UInt8(ascii: "n")]
        default: bytes.append(byte)
        }
      }
      output += String(decoding: bytes, as: UTF8.self)
    } else {
      output += text
    }
    output += "\""
  }

  /// Whether `text` holds a backslash, a double quote or a newline (a plain loop over its bytes:
  /// no closure, so no actor check per byte).
  nonisolated static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte == backslash || byte == doubleQuote || byte == newline { return true }
      return false
    }
  }

  private nonisolated static let backslash = UInt8(ascii: "\\")
  private nonisolated static let doubleQuote = UInt8(ascii: "\"")
  private nonisolated static let newline = UInt8(ascii: "\n")

  /// The text being rendered, one line after another, each ending with a newline.
  @MainActor
  struct Output {
    let reusingViews: Bool
    var text = ""

    init(reusingViews: Bool) {
      self.reusingViews = reusingViews
      text.reserveCapacity(4096)
    }

    mutating func pad(_ indent: Int) {
      for _ in 0..<indent { text += "  " }
    }

    mutating func appendController(_ controller: ViewController, indent: Int) {
      switch controller {
      case let tabs as TabBarController:
        pad(indent)
        text += "tab-bar: "
        for (index, tab) in tabs.viewControllers.enumerated() {
          if index > 0 { text += " " }
          if index == tabs.selectedIndex {
            text += "["
            text += tab.tabBarItem.identifier
            text += "]"
          } else {
            text += tab.tabBarItem.identifier
          }
        }
        text += "\n"
        if let selected = tabs.selectedViewController { appendController(selected, indent: indent) }
      case let navigation as NavigationController:
        pad(indent)
        text += "stack: "
        for (index, screen) in navigation.viewControllers.enumerated() {
          if index > 0 { text += " > " }
          text += screen.screenName
        }
        text += "\n"
        if navigation.viewControllers.count > 1 {
          pad(indent)
          text += "button \(Window.backControlID) \"Back\"\n"
        }
        if let top = navigation.topViewController { appendController(top, indent: indent) }
      default:
        pad(indent)
        text += "screen "
        text += controller.screenName
        text += " "
        ScreenRenderer.appendQuoted(controller.title ?? "", to: &text)
        text += "\n"
        appendContent(of: controller.view, indent: indent + 1)
      }
    }

    /// The children of a screen's root view (the root view itself is not rendered).
    mutating func appendContent(of root: View, indent: Int) {
      if reusingViews, let cache = root.renderCache, cache.isContentOnly, cache.indent == indent {
        text += cache.text
        return
      }
      let start = startRendering()
      for child in root.renderedChildren { appendView(child, indent: indent) }
      finishRendering(root, from: start, indent: indent, isContentOnly: true)
    }

    /// A view's line, when it has a kind, and its visible children's lines below it.
    mutating func appendView(_ view: View, indent: Int) {
      if reusingViews, let cache = view.renderCache, !cache.isContentOnly, cache.indent == indent {
        text += cache.text
        return
      }
      let start = startRendering()
      var childIndent = indent
      if let kind = view.kind {
        pad(indent)
        text += kind
        if let identifier = view.accessibilityIdentifier {
          text += " "
          text += identifier
        }
        if let rendered = view.renderedText {
          text += " "
          ScreenRenderer.appendQuoted(rendered, to: &text)
        }
        for trait in view.renderedTraits {
          text += " "
          text += trait
        }
        text += "\n"
        childIndent += 1
      }
      for child in view.renderedChildren { appendView(child, indent: childIndent) }
      finishRendering(view, from: start, indent: indent, isContentOnly: false)
    }

    /// Where a view's lines start, and the change count then.
    private func startRendering() -> (offset: Int, mutations: UInt64) {
      (text.utf8.count, View.mutationCount)
    }

    /// Keeps the lines just rendered for `view` — unless it changed while being rendered (a list
    /// building its rows), in which case they are rendered again next time.
    private func finishRendering(
      _ view: View, from start: (offset: Int, mutations: UInt64), indent: Int, isContentOnly: Bool
    ) {
      guard reusingViews, view.changedAt <= start.mutations else { return }
      let lines = text.utf8.index(text.utf8.startIndex, offsetBy: start.offset)
      view.renderCache = RenderCache(
        indent: indent, isContentOnly: isContentOnly, text: String(Substring(text.utf8[lines...])))
    }
  }
}
