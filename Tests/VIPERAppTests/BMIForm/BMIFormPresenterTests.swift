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
    #expect(presenter.viewState == BMIFormViewState())
    #expect(presenter.viewState.evaluation == .invalid(.missingInput))
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
    #expect(presenter.viewState.save == .saving)
    presenter.didTapSave()
    #expect(interactor.saves.count == 1)
    presenter.didSaveRecord(Fixtures.record("r1", hoursAfterNewYear: 9))
    #expect(router.shownHistoryAfter == ["r1"])
    let measurement = BMIMeasurement(heightCm: 170, weightKg: 66)
    #expect(
      presenter.viewState
        == BMIFormViewState(
          heightText: "170", weightText: "66", standard: .who,
          evaluation: .valid(measurement, BMIResult(measurement: measurement, standard: .who)), save: .idle))
  }

  /// The form lives in the presenter: a save hands the interactor the validated measurement and
  /// standard of the tap, and edits made while it saves change the form, not the save.
  @Test func saveHandsTheInteractorTheReadingValidAtTheTap() {
    enterValidInput()
    presenter.didChooseStandard(.taiwan)
    presenter.didTapSave()
    presenter.didChangeHeight("180")
    presenter.didChooseStandard(.who)
    #expect(
      interactor.saves
        == [.init(measurement: BMIMeasurement(heightCm: 170, weightKg: 66), standard: .taiwan)])
    #expect(presenter.viewState.heightText == "180")
    #expect(presenter.viewState.save == .saving)
  }

  @Test func saveIsIgnoredForInvalidInput() {
    presenter.didChangeHeight("abc")
    presenter.didTapSave()
    #expect(interactor.saves.isEmpty)
    #expect(presenter.viewState.evaluation == .invalid(.heightOutOfRange))
  }

  @Test func aFailedSaveShowsTheErrorUntilTheNextEdit() {
    enterValidInput()
    presenter.didTapSave()
    presenter.didFailToSaveRecord()
    #expect(view.last?.errorMessage == AppText.saveFailed)
    #expect(presenter.viewState.save == .failed)
    presenter.didChooseStandard(.taiwan)
    #expect(view.last?.errorMessage == nil)
    #expect(presenter.viewState.save == .idle)
    #expect(router.shownHistoryAfter.isEmpty)
  }
}
