import HeadlessUI
import Testing

/// Picking an option of a choice through the window.
@MainActor
@Suite struct ChoiceTests {
  @Test func choosingAnotherOptionSelectsItAndSendsValueChangedOnce() throws {
    var changes: [String] = []
    let choice = Choice(identifier: "form.standard", options: ["WHO", "Taiwan"])
    choice.addAction { [unowned choice] in changes.append(choice.selectedOption) }
    let shell = Shell(content: ["a": { $0.addSubview(choice) }])
    shell.launch()

    try shell.window.choose("form.standard", option: "Taiwan")
    try shell.window.choose("form.standard", option: "Taiwan")

    #expect(choice.selectedIndex == 1)
    #expect(changes == ["Taiwan"])
    #expect(shell.window.renderScreen().hasSuffix(#"choice form.standard "Taiwan" options: WHO|Taiwan"#))
  }

  @Test func choosingTheSelectedOptionSendsNothing() throws {
    var changes = 0
    let choice = Choice(identifier: "form.standard", options: ["WHO", "Taiwan"])
    choice.addAction { changes += 1 }
    let shell = Shell(content: ["a": { $0.addSubview(choice) }])
    shell.launch()

    try shell.window.choose("form.standard", option: "WHO")

    #expect(changes == 0)
    #expect(choice.selectedOption == "WHO")
  }
}
