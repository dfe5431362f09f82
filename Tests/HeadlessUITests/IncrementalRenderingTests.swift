import HarnessTestSupport
import HeadlessUI
import Testing

/// `Window.renderScreen()` keeps each view's rendered lines and renders again only what changed.
/// It must give the text of a fresh render (`renderScreenAfresh()`), byte for byte, whatever
/// changed: these tests make windows and change them in many random ways (seeded, so a failure
/// repeats), comparing both renders after the changes.
@MainActor
@Suite struct IncrementalRenderingTests {
  @Test(arguments: 0..<24)
  func incrementalRenderEqualsAFreshRenderAfterRandomChanges(seed: Int) {
    var world = World(seed: UInt64(seed))
    for change in 0..<400 {
      let description = world.change()
      // Sometimes several changes pile up between two renders.
      guard world.random.next() % 3 != 0 else { continue }
      let incremental = world.shell.window.renderScreen()
      let afresh = world.shell.window.renderScreenAfresh()
      #expect(incremental == afresh, "seed \(seed), change \(change): \(description)")
      if incremental != afresh { return }
    }
  }

  @Test func aChangeUnderAHiddenViewShowsWhenItIsShownAgain() {
    let group = View()
    let label = Label(identifier: "inner", text: "before")
    group.addSubview(label)
    let shell = Shell(content: ["a": { $0.addSubview(group) }])
    shell.launch()
    _ = shell.window.renderScreen()
    group.isHidden = true
    _ = shell.window.renderScreen()
    label.text = "hidden change"
    label.isHidden = true
    _ = shell.window.renderScreen()
    label.isHidden = false
    group.isHidden = false
    #expect(shell.window.renderScreen().hasSuffix(#"label inner "hidden change""#))
    #expect(shell.window.renderScreen() == shell.window.renderScreenAfresh())
  }

  @Test func aRowConfiguredAgainShowsItsNewText() {
    let rows = RowSource(count: 30)
    let list = rows.makeList(identifier: "rows", visibleRowCapacity: 5)
    let shell = Shell(content: ["a": { $0.addSubview(list) }])
    shell.launch()
    let first = shell.window.renderScreen()
    #expect(first.contains("row row.4"))
    list.scrollToRow(12)
    let scrolled = shell.window.renderScreen()
    #expect(scrolled.contains("row row.12") && !scrolled.contains("row row.4"))
    list.cellsOnScreen[0].accessibilityIdentifier = "changed"
    #expect(shell.window.renderScreen() == shell.window.renderScreenAfresh())
    #expect(shell.window.renderScreen().contains("row changed"))
  }

  @Test func aLastLineEndingWithACarriageReturnKeepsIt() {
    let shell = Shell(content: ["a": { $0.addSubview(TextField(identifier: "a.f", placeholder: "cr\r")) }])
    shell.launch()
    #expect(shell.window.renderScreen().hasSuffix("field a.f \"\" placeholder: cr\r"))
    #expect(shell.window.renderScreen() == shell.window.renderScreenAfresh())
  }

  @Test func nothingChangedRendersTheSameText() {
    let shell = Shell(content: ["a": { $0.addSubview(Label(identifier: "a.l", text: "x")) }])
    shell.launch()
    let first = shell.window.renderScreen()
    #expect(shell.window.renderScreen() == first)
    #expect(shell.window.renderScreenAfresh() == first)
  }

  @Test(arguments: [
    "", "plain", "say \"hi\"", #"back\slash"#, "new\nline", "tab\there", "cr\r\nlf", "é ü ♥ 漢字 👩‍👩‍👧",
    "\"\u{301}", "\\\u{301}", "\u{0}\u{1}\u{7F}", "\"\"\\\\\n\n",
  ])
  func quotingEscapesBackslashQuoteAndNewlineByteByByte(text: String) {
    let shell = Shell(content: ["a": { $0.addSubview(Label(identifier: "a.l", text: text)) }])
    shell.launch()
    var expected = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": expected += "\\\\"
      case "\"": expected += "\\\""
      case "\n": expected += "\\n"
      default: expected.unicodeScalars.append(scalar)
      }
    }
    #expect(shell.window.renderScreen().hasSuffix("label a.l \"\(expected)\""))
    #expect(shell.window.renderScreen() == shell.window.renderScreenAfresh())
  }
}

/// A window with a tab bar, stacks, a list, nested containers and every kind of element, and the
/// random changes made to it.
@MainActor
struct World {
  var random: SplitMix64
  let shell: Shell
  let rows: RowSource
  let list: ListView
  /// Every view made so far (some are off screen, hidden or removed).
  var views: [View] = []
  var containers: [View] = []
  var pushed: [ViewController] = []
  var presented: ViewController?

  static let texts = [
    "", "Phone", "say \"hi\"", #"a\b"#, "two\nlines", "♥", "♡", "$1,299.00", "tab\t", "漢字", "cr\r\n",
  ]

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    let rows = RowSource(count: 40)
    let list = rows.makeList(identifier: "rows", visibleRowCapacity: 6)
    let group = View()
    let label = Label(identifier: "a.title", text: "Title")
    let button = Button(identifier: "a.go", title: "Go")
    let field = TextField(identifier: "a.name", placeholder: "Name")
    let choice = Choice(identifier: "a.standard", options: ["WHO", "Taiwan"])
    let spinner = ActivityIndicator(identifier: "a.loading")
    group.addSubview(label)
    group.addSubview(button)
    shell = Shell(content: [
      "a": { root in
        root.addSubview(group)
        root.addSubview(field)
        root.addSubview(choice)
        root.addSubview(spinner)
        root.addSubview(list)
      },
      "x": { root in root.addSubview(Label(identifier: "x.label", text: "second tab")) },
    ])
    self.rows = rows
    self.list = list
    views = [group, label, button, field, choice, spinner, list]
    containers = [group]
    shell.launch()
  }

  /// Makes one random change and says what it was.
  mutating func change() -> String {
    let view = pick(views + list.cellsOnScreen.flatMap { [$0] + $0.subviews })
    switch random.next() % 20 {
    case 0:
      guard let label = view as? Label else { return "nothing" }
      label.text = pick(Self.texts)
      return "label text"
    case 1:
      guard let button = view as? Button else { return "nothing" }
      if random.next() % 2 == 0 { button.title = pick(Self.texts) } else { button.isEnabled.toggle() }
      return "button"
    case 2:
      guard let field = view as? TextField else { return "nothing" }
      switch random.next() % 4 {
      case 0: field.userTyped(pick(Self.texts))
      case 1: field.userCleared()
      case 2: field.placeholder = pick(Self.texts)
      default: field.isEnabled.toggle()
      }
      return "field"
    case 3:
      guard let choice = view as? Choice else { return "nothing" }
      if random.next() % 2 == 0 {
        choice.selectedIndex = Int(random.next() % 2)
      } else {
        choice.isEnabled.toggle()
      }
      return "choice"
    case 4:
      view.isHidden.toggle()
      return "hidden toggled"
    case 5:
      view.accessibilityIdentifier = random.next() % 4 == 0 ? nil : "id.\(random.next() % 50)"
      return "identifier"
    case 6:
      let parent = pick(containers)
      let label = Label(identifier: "new.\(views.count)", text: pick(Self.texts))
      parent.addSubview(label)
      views.append(label)
      return "added a label"
    case 7:
      let container = View()
      pick(containers).addSubview(container)
      containers.append(container)
      views.append(container)
      return "added a container"
    case 8:
      guard !(view is ListView), !(view is ListCell) else { return "nothing" }
      view.removeFromSuperview()
      return "removed"
    case 9:
      guard !(view is ListCell), !(view is ListView) else { return "nothing" }
      let parent = pick(containers)
      guard parent !== view, !isAncestor(view, of: parent) else { return "nothing" }
      parent.addSubview(view)
      return "moved"
    case 10:
      list.scrollToRow(Int(random.next() % UInt64(max(1, rows.count))))
      return "scrolled"
    case 11:
      rows.count = Int(random.next() % 50)
      if random.next() % 2 == 0 { list.reloadData() }
      return "row count"
    case 12:
      list.visibleRowCapacity = 1 + Int(random.next() % 8)
      if random.next() % 2 == 0 { list.reloadData() }
      return "capacity"
    case 13:
      guard presented == nil else { return "nothing" }
      let screen = shell.makeScreen("pushed.\(pushed.count)") { [texts = Self.texts] root in
        root.addSubview(Label(identifier: "pushed.label", text: texts[root.subviews.count % texts.count]))
      }
      screen.title = pick(Self.texts)
      shell.first.pushViewController(screen)
      pushed.append(screen)
      return "pushed"
    case 14:
      guard presented == nil else { return "nothing" }
      shell.first.popViewController()
      return "popped"
    case 15:
      guard presented == nil else { return "nothing" }
      shell.tabBar.selectedIndex = Int(random.next() % 2)
      return "tab"
    case 16:
      if let modal = presented {
        modal.dismiss()
        presented = nil
        return "dismissed"
      }
      let style: ModalPresentationStyle = random.next() % 3 == 0 ? .fullScreen : .pageSheet
      let content = shell.makeScreen("modal", style: style) { root in
        root.addSubview(Label(identifier: "modal.label", text: "in a modal"))
      }
      let modal = random.next() % 2 == 0 ? NavigationController(rootViewController: content) : content
      modal.modalPresentationStyle = style
      shell.tabBar.present(modal)
      presented = modal
      return "presented"
    case 17:
      switch random.next() % 3 {
      case 0:
        presented?.isModalInPresentation.toggle()
        return "modal lock"
      case 1:
        shell.second.tabBarItem = TabBarItem(identifier: pick(["two", "deux", "zwei"]), title: "2")
        return "tab item"
      default:
        (pushed.last ?? shell.a).isModalInPresentation.toggle()
        return "screen lock"
      }
    case 18:
      let screen = pushed.last ?? shell.a
      screen.title = random.next() % 4 == 0 ? nil : pick(Self.texts)
      return "title"
    default:
      // A view of a screen that is off screen, or of the modal, changes.
      let label = Label(identifier: "late.\(views.count)", text: pick(Self.texts))
      (presented ?? pushed.last ?? shell.a).view.addSubview(label)
      views.append(label)
      return "added to a screen's root view"
    }
  }

  private mutating func pick<T>(_ items: [T]) -> T {
    items[Int(random.next() % UInt64(items.count))]
  }

  private func isAncestor(_ candidate: View, of view: View) -> Bool {
    var current = view.superview
    while let parent = current {
      if parent === candidate { return true }
      current = parent.superview
    }
    return false
  }
}
