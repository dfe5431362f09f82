import HeadlessUI
import Testing

/// Tab selection by the user and in code.
@MainActor
@Suite struct TabBarControllerTests {
  @Test func userSelectionAsksAndTellsTheDelegate() throws {
    let shell = Shell()
    let delegate = TabBarRecorder(journal: shell.journal)
    shell.tabBar.delegate = delegate
    shell.launch()

    try shell.window.selectTab("two")

    #expect(shell.tabBar.selectedIndex == 1)
    #expect(shell.tabBar.selectedViewController === shell.second)
    #expect(shell.takeEvents() == ["select-tab two"])
    let messages = shell.journal.take().filter { $0.hasPrefix("should") || $0.hasPrefix("did") }
    #expect(messages.first == "shouldSelect two")
    #expect(messages.last == "didSelect two")
  }

  @Test func selectionInCodeDoesNotTellTheDelegate() {
    let shell = Shell()
    let delegateJournal = Journal()
    let delegate = TabBarRecorder(journal: delegateJournal)
    shell.tabBar.delegate = delegate
    shell.launch()

    shell.tabBar.selectedIndex = 1

    #expect(shell.tabBar.selectedIndex == 1)
    #expect(shell.takeEvents() == ["select-tab two"])
    #expect(delegateJournal.take().isEmpty)
  }

  @Test func delegateRefusingTheSelectionKeepsTheTab() throws {
    let shell = Shell()
    let delegate = TabBarRecorder(journal: shell.journal)
    delegate.allowsSelection = false
    shell.tabBar.delegate = delegate
    shell.launch()

    try shell.window.selectTab("two")

    #expect(shell.tabBar.selectedIndex == 0)
    #expect(shell.takeEvents().isEmpty)
    #expect(shell.journal.take() == ["shouldSelect two"])
  }

  @Test(arguments: [(pushed: 2, events: ["pop-to-root a"]), (pushed: 0, events: [])])
  func reselectingTheSelectedTabPopsItToTheRoot(pushed: Int, events: [String]) throws {
    let shell = Shell()
    let delegateJournal = Journal()
    let delegate = TabBarRecorder(journal: delegateJournal)
    shell.tabBar.delegate = delegate
    shell.launch()
    for index in 0..<pushed { shell.first.pushViewController(shell.makeScreen("b\(index)")) }
    _ = shell.takeEvents()

    try shell.window.selectTab("one")

    #expect(shell.first.viewControllers.map(\.screenName) == ["a"])
    #expect(shell.tabBar.selectedIndex == 0)
    #expect(shell.takeEvents() == events)
    #expect(delegateJournal.take() == ["shouldSelect one", "didSelect one"])
  }

  @Test func userCannotSwitchTabsWhileAModalIsUp() {
    let shell = Shell()
    let delegateJournal = Journal()
    let delegate = TabBarRecorder(journal: delegateJournal)
    shell.tabBar.delegate = delegate
    shell.launch()
    shell.a.present(shell.makeScreen("m"))
    _ = shell.takeEvents()

    let error = #expect(throws: UIError.self) { try shell.window.selectTab("two") }

    #expect(error?.description == "cannot select tab `two`: the modal `m` covers the tab bar")
    #expect(shell.tabBar.selectedIndex == 0)
    #expect(shell.takeEvents().isEmpty)
    #expect(delegateJournal.take().isEmpty)
  }

  @Test func tabsAreFoundByTheirItemIdentifier() {
    let shell = Shell()

    #expect(shell.tabBar.index(ofTab: "two") == 1)
    #expect(shell.tabBar.index(ofTab: "three") == nil)
  }
}
