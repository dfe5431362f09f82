import HeadlessUI
import Testing

/// Typing into and clearing a text field through the window.
@MainActor
@Suite struct TextFieldTests {
  @Test func typingAppendsAndSendsBeginChangedEnd() throws {
    let (shell, field, journal) = Self.makeForm()
    shell.launch()

    try shell.window.type("form.name", text: "Ad")
    try shell.window.type("form.name", text: "a")

    #expect(field.text == "Ada")
    #expect(
      journal.take() == [
        "editingDidBegin ", "editingChanged Ad", "editingDidEnd Ad",
        "editingDidBegin Ad", "editingChanged Ada", "editingDidEnd Ada",
      ])
  }

  @Test func clearingEmptiesTheTextAndSendsBeginChangedEnd() throws {
    let (shell, field, journal) = Self.makeForm()
    shell.launch()
    try shell.window.type("form.name", text: "Ada")
    _ = journal.take()

    try shell.window.clear("form.name")

    #expect(field.text == "")
    #expect(journal.take() == ["editingDidBegin Ada", "editingChanged ", "editingDidEnd "])
    #expect(shell.window.renderScreen().hasSuffix(#"field form.name "" placeholder: Name"#))
  }

  /// A launched shell whose root screen has a field `form.name` that journals its events with the
  /// text at that moment.
  static func makeForm() -> (Shell, TextField, Journal) {
    let journal = Journal()
    let field = TextField(identifier: "form.name", placeholder: "Name")
    let events: [TextField.EditingEvent: String] = [
      .editingDidBegin: "editingDidBegin", .editingChanged: "editingChanged", .editingDidEnd: "editingDidEnd",
    ]
    for (event, name) in events {
      field.addAction(for: event) { [unowned field] in journal.record("\(name) \(field.text)") }
    }
    let shell = Shell(content: ["a": { $0.addSubview(field) }])
    return (shell, field, journal)
  }
}
