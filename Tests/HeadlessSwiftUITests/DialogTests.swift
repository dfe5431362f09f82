import HeadlessSwiftUI
import HeadlessUI
import Testing

/// Alerts and confirmation dialogs are modals that follow their binding; toolbar items render
/// first on the screen.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DialogTests {
  struct Deleting: HeadlessSwiftUI.View {
    let probe: Probe
    @State var asking = false

    var body: some HeadlessSwiftUI.View {
      Button("Delete") { asking = true }
        .accessibilityIdentifier("delete")
        .alert("Delete?", isPresented: $asking) {
          Button("Delete") { probe.log("deleted") }.accessibilityIdentifier("alert.confirm")
          Button("Cancel") { probe.log("kept") }.accessibilityIdentifier("alert.cancel")
        } message: {
          Text("This cannot be undone.")
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) { Button("Edit") {}.accessibilityIdentifier("edit") }
        }
    }
  }

  @Test func anAlertIsPresentedWhileItsBindingIsTrueAndAnActionDismissesItThenRuns() async throws {
    let probe = Probe()
    let hosted = Hosted(Deleting(probe: probe))

    try hosted.window.tap("delete")
    let asking = await hosted.settledScreen()
    #expect(
      asking == """
        screen screen ""
          button edit "Edit"
          button delete "Delete"
        modal alert not-dismissible
          screen alert ""
            label alert.title "Delete?"
            label alert.message "This cannot be undone."
            button alert.confirm "Delete"
            button alert.cancel "Cancel"
        """)
    #expect(hosted.window.takeNavigationEvents().map(\.description) == ["present alert"])

    try hosted.window.swipeDismiss()
    #expect(hosted.window.topModal != nil)

    try hosted.window.tap("alert.confirm")
    let done = await hosted.settledScreen()
    #expect(probe.take() == ["deleted"])
    #expect(hosted.window.takeNavigationEvents().map(\.description) == ["dismiss alert"])
    #expect(
      done == """
        screen screen ""
          button edit "Edit"
          button delete "Delete"
        """)
  }

  struct Choosing: HeadlessSwiftUI.View {
    @State var choosing = true
    @State var choice = "none"

    var body: some HeadlessSwiftUI.View {
      Text(choice).accessibilityIdentifier("choice")
        .confirmationDialog("Sort by", isPresented: $choosing) {
          Button("Name") { choice = "name" }.accessibilityIdentifier("dialog.name")
        }
    }
  }

  @Test func aDialogWhoseBindingIsTrueOnArrivalIsPresentedWhenItsScreenAppears() async throws {
    let hosted = Hosted(Choosing())
    _ = await hosted.settledScreen()
    #expect(hosted.window.topScreenName == "dialog")

    try hosted.window.tap("dialog.name")
    _ = await hosted.settledScreen()

    #expect(hosted.window.topModal == nil)
    #expect(try hosted.text("choice") == "name")
  }
}

/// HeadlessUI's `AlertController` (UIKit's `UIAlertController`) renders, presents and dismisses
/// as the declarative `.alert` does, so a scenario reads an alert the same way in both eras.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AlertControllerTests {
  final class Screen: HeadlessUI.ViewController {
    override var screenName: String { "screen" }
    override func viewDidLoad() {
      title = ""
      view.addSubview(HeadlessUI.Button(identifier: "edit", title: "Edit"))
      view.addSubview(HeadlessUI.Button(identifier: "delete", title: "Delete"))
    }
  }

  @Test func anAlertControllerRendersAsTheDeclarativeAlertAndAnActionDismissesItThenRuns() throws {
    let window = Window()
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    _ = window.takeNavigationEvents()
    var log: [String] = []
    let alert = AlertController(title: "Delete?", message: "This cannot be undone.")
    alert.addAction(.init(identifier: "alert.confirm", title: "Delete") { log.append("deleted") })
    alert.addAction(.init(identifier: "alert.cancel", title: "Cancel"))

    screen.present(alert)

    #expect(
      window.renderScreen() == """
        screen screen ""
          button edit "Edit"
          button delete "Delete"
        modal alert not-dismissible
          screen alert ""
            label alert.title "Delete?"
            label alert.message "This cannot be undone."
            button alert.confirm "Delete"
            button alert.cancel "Cancel"
        """)
    #expect(window.takeNavigationEvents().map(\.description) == ["present alert"])
    try window.swipeDismiss()
    #expect(window.topModal === alert)

    try window.tap("alert.confirm")

    #expect(log == ["deleted"])
    #expect(window.topModal == nil)
    #expect(window.takeNavigationEvents().map(\.description) == ["dismiss alert"])
  }

  @Test func anActionSheetIsADialogAndAnActionWithoutHandlerOnlyDismisses() throws {
    let window = Window()
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let sheet = AlertController(title: "Sort by", style: .actionSheet)
    sheet.addAction(.init(identifier: "dialog.name", title: "Name"))
    screen.present(sheet)
    #expect(window.topScreenName == "dialog")
    #expect(
      window.renderScreen().hasSuffix(
        "modal dialog not-dismissible\n  screen dialog \"\"\n    label dialog.title \"Sort by\"\n    button dialog.name \"Name\""
      ))

    try window.tap("dialog.name")

    #expect(window.topModal == nil)
  }
}
