import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import HeadlessUI
@testable import MVCApp

/// One way of filling the BMI form and what it should show.
struct BMIFormCase: CustomTestStringConvertible, Sendable {
  let height: String
  let weight: String
  let standard: String
  let outcome: String

  var testDescription: String { "\"\(height)\" cm, \"\(weight)\" kg, \(standard) → \(outcome)" }
}

@MainActor
@Suite struct BMIFormViewControllerTests {
  let app = TestApp()

  func makeForm() -> BMIFormViewController {
    let form = BMIFormViewController(historyService: app.services.history)
    form.simulateAppearance()
    return form
  }

  func fill(_ form: BMIFormViewController, height: String, weight: String, standard: String = "WHO") {
    (form.visibleElement(ElementID.bmiHeight) as? TextField)?.userTyped(height)
    (form.visibleElement(ElementID.bmiWeight) as? TextField)?.userTyped(weight)
    (form.visibleElement(ElementID.bmiStandard) as? Choice)?.userChose(standard)
  }

  @Test func emptyFormPromptsAndCannotSave() {
    let form = makeForm()
    #expect(
      form.visibleIdentifiers == [
        ElementID.bmiHeight, ElementID.bmiWeight, ElementID.bmiStandard, ElementID.bmiPrompt,
        ElementID.bmiSave,
      ])
    #expect(form.text(of: ElementID.bmiPrompt) == "Enter height and weight")
    #expect(form.isEnabled(ElementID.bmiSave) == false)
  }

  @Test(arguments: [
    BMIFormCase(height: "170", weight: "66", standard: "WHO", outcome: "22.8 Normal"),
    BMIFormCase(height: " 170,0 ", weight: "72", standard: "WHO", outcome: "24.9 Normal"),
    BMIFormCase(height: "170", weight: "72", standard: "Taiwan", outcome: "24.9 Overweight"),
    BMIFormCase(height: "40", weight: "66", standard: "WHO", outcome: "Height must be 50–300 cm"),
    BMIFormCase(height: "170", weight: "6x", standard: "WHO", outcome: "Weight must be 2–500 kg"),
  ])
  func formShowsTheOutcomeOfItsInput(_ example: BMIFormCase) {
    let form = makeForm()
    fill(form, height: example.height, weight: example.weight, standard: example.standard)
    #expect(form.snapshot.outcome == example.outcome)
    let shown = [ElementID.bmiPrompt, ElementID.bmiValue, ElementID.bmiCategory].compactMap(form.text(of:))
    #expect(shown.joined(separator: " ") == example.outcome)
    #expect(form.isEnabled(ElementID.bmiSave) == !example.outcome.contains("must"))
  }

  @Test func saveFailureShowsTheErrorUntilTheNextEdit() async {
    app.store.saveFailure = .unavailable
    let form = makeForm()
    fill(form, height: "170", weight: "66")
    form.tap(ElementID.bmiSave)
    #expect(form.snapshot.save == .saving)
    #expect(form.isEnabled(ElementID.bmiSave) == false)
    await form.saveTask?.value
    #expect(form.text(of: ElementID.bmiError) == AppText.saveFailed)
    #expect(form.snapshot.save == .failed)
    (form.visibleElement(ElementID.bmiWeight) as? TextField)?.userTyped("0")
    #expect(form.visibleElement(ElementID.bmiError) == nil)
    #expect(form.snapshot.save == .idle)
  }

  @Test func successfulSaveKeepsTheFields() async {
    let form = makeForm()
    fill(form, height: "170", weight: "66")
    form.tap(ElementID.bmiSave)
    await form.saveTask?.value
    #expect(app.store.records.map(\.id) == ["r1"])
    #expect(form.snapshot.heightText == "170" && form.snapshot.weightText == "66")
    #expect(form.snapshot.save == .idle)
  }
}
