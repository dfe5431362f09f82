import HeadlessUI
import Testing

// MARK: - Deep links through the scene delegate

extension WindowTests {
  @Test func acceptedDeepLinkIsRecordedBeforeTheEventsItCaused() throws {
    let shell = Shell()
    let handler = DeepLinkHandler { [unowned shell] url in
      guard url == "app://two/y" else { return false }
      shell.window.topModal?.dismiss()
      shell.tabBar.selectedIndex = 1
      shell.second.pushViewController(shell.makeScreen("y"))
      return true
    }
    shell.window.sceneDelegate = handler
    shell.launch()
    shell.a.present(shell.makeScreen("m"))
    _ = shell.takeEvents()

    try shell.window.open(url: "app://two/y")

    #expect(shell.takeEvents() == ["deeplink.open app://two/y", "dismiss m", "select-tab two", "push y"])
    #expect(shell.window.topScreenName == "y")
  }

  @Test func refusedDeepLinkIsRecordedAndChangesNothing() throws {
    let shell = Shell()
    var asked: [String] = []
    shell.window.sceneDelegate = DeepLinkHandler { url in
      asked.append(url)
      return false
    }
    shell.launch()
    let screen = shell.window.renderScreen()

    try shell.window.open(url: "app://nowhere")

    #expect(asked == ["app://nowhere"])
    #expect(shell.takeEvents() == ["deeplink.rejected app://nowhere"])
    #expect(shell.window.renderScreen() == screen)
  }

  @Test func deepLinkWithoutASceneDelegateIsRefused() throws {
    let shell = Shell()
    shell.launch()

    try shell.window.open(url: "app://two")

    #expect(shell.takeEvents() == ["deeplink.rejected app://two"])
  }
}
