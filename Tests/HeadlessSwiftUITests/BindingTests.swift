import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing

/// Controls read and write their values through bindings.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BindingTests {
  struct Greeting: HeadlessSwiftUI.View {
    @State var name = ""

    var body: some HeadlessSwiftUI.View {
      TextField("Name", text: $name).accessibilityIdentifier("name")
      Text("Hello, \(name)").accessibilityIdentifier("greeting")
      Button("Bob") { name = "Bob" }.accessibilityIdentifier("bob")
    }
  }

  @Test func typingWritesThroughTheBindingAndTheBoundValueShowsInTheField() async throws {
    let hosted = Hosted(Greeting())
    try hosted.window.type("name", text: "Ada")
    _ = await hosted.settledScreen()
    #expect(try hosted.text("greeting") == "Hello, Ada")

    try hosted.window.tap("bob")
    _ = await hosted.settledScreen()
    #expect(try hosted.text("name") == "Bob")

    try hosted.window.clear("name")
    let screen = await hosted.settledScreen()
    #expect(
      screen == """
        screen screen ""
          field name "" placeholder: Name
          label greeting "Hello, "
          button bob "Bob"
        """)
  }

  @Observable @MainActor final class Form {
    var height = ""
    var unit = Unit.metric
    var isSaving = false
  }

  enum Unit: Hashable { case metric, imperial }

  struct FormView: HeadlessSwiftUI.View {
    @Bindable var form: Form

    var body: some HeadlessSwiftUI.View {
      Picker("Unit", selection: $form.unit) {
        Text("Metric").tag(Unit.metric)
        Text("Imperial").tag(Unit.imperial)
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("unit")
      HeightField(text: $form.height)
      Button("Save") {}.accessibilityIdentifier("save").disabled(form.isSaving)
    }
  }

  struct HeightField: HeadlessSwiftUI.View {
    @Binding var text: String
    var body: some HeadlessSwiftUI.View {
      TextField("Height", text: $text).accessibilityIdentifier("height")
    }
  }

  @Test func aBindableModelsPropertiesAreBoundToAPickerAndAFieldInAChild() async throws {
    let form = Form()
    let hosted = Hosted(FormView(form: form))

    try hosted.window.choose("unit", option: "Imperial")
    try hosted.window.type("height", text: "72")
    _ = await hosted.settledScreen()
    #expect(form.unit == .imperial)
    #expect(form.height == "72")

    form.unit = .metric
    form.isSaving = true
    let screen = await hosted.settledScreen()
    #expect(
      screen == """
        screen screen ""
          choice unit "Metric" options: Metric|Imperial
          field height "72"
          button save "Save" disabled
        """)
    #expect(throws: UIError.disabled(id: "save")) { try hosted.window.tap("save") }
  }
}
