import AppContract
import Domain
import Testing

@testable import MVPApp

@MainActor
struct BMIFormPresenterTests {
  let model = TestModel()
  let view = SpyBMIFormView()
  let presenter: BMIFormPresenter

  init() {
    presenter = BMIFormPresenter(history: model.services.history)
    presenter.view = view
  }

  @Test(
    "The presenter names the standards for the view's choice, the chosen one selected; a choice picks by index"
  )
  func thePresenterNamesTheStandards() {
    presenter.viewDidLoad()
    #expect(view.calls.first == .standards(["WHO", "Taiwan"], selected: 0))
    presenter.heightChanged(to: "170")
    presenter.weightChanged(to: "70")
    presenter.standardSelected(at: 1)
    #expect(presenter.standard == .taiwan)
    #expect(view.outcome == .reading(value: "24.2", category: "Overweight"))
    presenter.standardSelected(at: 9)
    #expect(presenter.standard == .taiwan)
  }

  @Test(
    "Every edit pushes the prompt or the reading, and Save is enabled only for a valid reading",
    arguments: [
      ("", "70", SpyBMIFormView.Call.prompt("Enter height and weight"), false),
      ("40", "70", .prompt("Height must be 50–300 cm"), false),
      ("175", "1", .prompt("Weight must be 2–500 kg"), false),
      (" 175,0 ", "70", .reading(value: "22.9", category: "Normal"), true),
    ])
  func editsPushTheOutcome(height: String, weight: String, outcome: SpyBMIFormView.Call, canSave: Bool) {
    presenter.heightChanged(to: height)
    presenter.weightChanged(to: weight)
    #expect(view.outcome == outcome)
    #expect(view.saveEnabled == canSave)
  }

  @Test("A successful save stores the reading of the tap, keeps Save disabled meanwhile, then shows History")
  func saveStoresTheReadingThenShowsHistory() async {
    presenter.heightChanged(to: "170")
    presenter.weightChanged(to: "70")
    presenter.saveTapped()
    #expect(view.saveEnabled == false)
    presenter.weightChanged(to: "80")
    await presenter.saveTask?.value
    #expect(model.store.calls == ["save r1"])
    #expect(model.store.records.map(\.weightKg) == [70])
    #expect(view.calls.last == .history)
    #expect(view.saveEnabled == true)
  }

  @Test("A failed save shows the error and stays on the form; the next edit clears it")
  func failedSave() async {
    model.store.saveFailure = .unavailable
    presenter.heightChanged(to: "170")
    presenter.weightChanged(to: "70")
    presenter.saveTapped()
    await presenter.saveTask?.value
    #expect(view.saveError == "Could not save")
    #expect(!view.calls.contains(.history))
    presenter.weightChanged(to: "71")
    #expect(view.saveError == nil)
  }
}
