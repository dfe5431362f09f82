import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct BMIFormPresenterTests {
  let view = MockBMIFormView()
  let interactor = MockBMIFormInteractor()
  let router = MockBMIFormRouter()
  let presenter: BMIFormPresenter

  init() {
    presenter = BMIFormPresenter(interactor: interactor, router: router)
    presenter.view = view
    interactor.output = presenter
  }

  private func enterValidInput() {
    presenter.didChangeHeight("170")
    presenter.didChangeWeight("66")
  }

  @Test func itStartsWithThePromptAndSaveDisabled() {
    presenter.viewDidLoad()
    #expect(view.last == BMIFormDisplayModel(prompt: "Enter height and weight"))
    #expect(
      presenter.snapshot
        == BMISnapshot(
          heightText: "", weightText: "", standard: .who, outcome: "Enter height and weight", save: .idle))
  }

  @Test(arguments: [
    (
      "170", "66", BMIStandard.who,
      BMIFormDisplayModel(value: "22.8", category: "Normal", isSaveEnabled: true)
    ),
    ("170", "70", .taiwan, BMIFormDisplayModel(value: "24.2", category: "Overweight", isSaveEnabled: true)),
    ("20", "66", .who, BMIFormDisplayModel(prompt: "Height must be 50–300 cm")),
    ("170", "", .who, BMIFormDisplayModel(prompt: "Enter height and weight")),
  ])
  func everyChangeReevaluatesAndFormats(
    height: String, weight: String, standard: BMIStandard, expected: BMIFormDisplayModel
  ) {
    presenter.didChangeHeight(height)
    presenter.didChangeWeight(weight)
    presenter.didChooseStandard(standard)
    #expect(view.last == expected)
  }

  @Test func saveDisablesItselfThenShowsHistory() {
    enterValidInput()
    presenter.didTapSave()
    #expect(view.last?.isSaveEnabled == false)
    #expect(presenter.snapshot.save == .saving)
    presenter.didTapSave()
    #expect(interactor.saveCount == 1)
    presenter.didSaveRecord(Fixtures.record("r1", hoursAfterNewYear: 9))
    #expect(router.shownHistoryAfter == ["r1"])
    #expect(
      presenter.snapshot
        == BMISnapshot(
          heightText: "170", weightText: "66", standard: .who, outcome: "22.8 Normal", save: .idle))
  }

  @Test func saveIsIgnoredForInvalidInput() {
    presenter.didChangeHeight("abc")
    presenter.didTapSave()
    #expect(interactor.saveCount == 0)
  }

  @Test func aFailedSaveShowsTheErrorUntilTheNextEdit() {
    enterValidInput()
    presenter.didTapSave()
    presenter.didFailToSaveRecord()
    #expect(view.last?.errorMessage == AppText.saveFailed)
    #expect(presenter.snapshot.save == .failed)
    presenter.didChooseStandard(.taiwan)
    #expect(view.last?.errorMessage == nil)
    #expect(presenter.snapshot.save == .idle)
    #expect(router.shownHistoryAfter.isEmpty)
  }
}
