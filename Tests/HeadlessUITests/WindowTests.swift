import HeadlessUI
import Testing

/// What the window records, what a user can reach, and taps.
@MainActor
@Suite struct WindowTests {
  @Test func noEventsAreRecordedBeforeMakeKeyAndVisible() {
    let shell = Shell()
    shell.first.pushViewController(shell.makeScreen("b"))
    shell.tabBar.selectedIndex = 1
    shell.a.present(shell.makeScreen("m"))
    shell.window.topModal?.dismiss()

    #expect(shell.window.takeNavigationEvents().isEmpty)

    shell.window.makeKeyAndVisible()
    shell.tabBar.selectedIndex = 0

    #expect(shell.takeEvents() == ["select-tab one"])
    #expect(shell.takeEvents().isEmpty)
  }

  @Test func reachableIdentifiersListTheBackControlThenTheTopScreensElementsInOrder() {
    let rows = RowSource(count: 2)
    let shell = Shell()
    let screen = shell.makeScreen("b") { view in
      view.addSubview(Label(identifier: "b.title", text: "B"))
      view.addSubview(Label(text: "no identifier"))
      view.addSubview(rows.makeList(identifier: "b.rows"))
    }
    shell.first.pushViewController(screen)
    shell.launch()

    #expect(
      shell.window.reachableIdentifiers() == [
        "nav.back", "b.title", "b.rows", "row.0", "row.0.name", "row.0.favorite", "row.1", "row.1.name",
        "row.1.favorite",
      ])
    #expect(shell.window.topScreen === screen)
    #expect(shell.window.topScreenName == "b")
  }

  @Test func hasElementAnswersAsFindingTheElementDoes() {
    let rows = RowSource(count: 2)
    let shell = Shell()
    let screen = shell.makeScreen("b") { view in
      view.addSubview(Label(identifier: "b.title", text: "B"))
      view.addSubview(rows.makeList(identifier: "b.rows"))
    }
    let ids = ["nav.back", "b.title", "b.rows", "row.1.name", "row.2", "a", "missing"]
    #expect(ids.allSatisfy { !shell.window.hasElement($0) })
    shell.first.pushViewController(screen)
    shell.launch()
    for id in ids {
      #expect(shell.window.hasElement(id) == ((try? shell.window.element(id)) != nil), "\(id)")
    }
    #expect(shell.window.hasElement("nav.back") && !shell.window.hasElement("missing"))
  }

  @Test func elementsUnderAModalComeBackWithinReachWhenItIsDismissed() throws {
    let shell = Shell(content: ["a": { $0.addSubview(Button(identifier: "a.go")) }])
    let modal = shell.makeScreen("m") { $0.addSubview(Button(identifier: "m.close")) }
    shell.launch()

    shell.a.present(modal)
    #expect(shell.window.reachableIdentifiers() == ["m.close"])
    #expect(shell.window.topScreenName == "m")

    modal.dismiss()
    #expect(shell.window.reachableIdentifiers() == ["a.go"])
    _ = try shell.window.element("a.go")
  }

  @Test func tappingAButtonRunsEachOfItsActionsOnce() throws {
    let shell = Shell(content: [
      "a": { view in
        let button = Button(identifier: "a.go", title: "Go")
        button.addAction { view.addSubview(Label(identifier: "first")) }
        button.addAction { view.addSubview(Label(identifier: "second")) }
        view.addSubview(button)
      }
    ])
    shell.launch()

    try shell.window.tap("a.go")

    #expect(shell.window.reachableIdentifiers() == ["a.go", "first", "second"])
  }

  @Test func backControlIsFoundAsAButtonThatPops() throws {
    let shell = Shell()
    shell.first.pushViewController(shell.makeScreen("b"))
    shell.launch()

    let back = try #require(try shell.window.element(Window.backControlID) as? Button)
    #expect(back.title == "Back" && back.isEnabled)
    back.sendTap()

    #expect(shell.first.viewControllers.map(\.screenName) == ["a"])
    #expect(shell.takeEvents() == ["pop b"])
  }

  @Test func hiddenElementsCannotBeFound() {
    let shell = Shell(content: [
      "a": { view in
        let hidden = Button(identifier: "a.hidden")
        hidden.isHidden = true
        view.addSubview(hidden)
      }
    ])
    shell.launch()

    #expect(throws: UIError.noElement(id: "a.hidden", screen: "a", visible: [])) {
      try shell.window.tap("a.hidden")
    }
  }
}
