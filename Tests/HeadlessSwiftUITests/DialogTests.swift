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
