import AppContract
import Domain
import Foundation
import Testing

@testable import VIPERApp

@MainActor
final class MockHistoryRecordView: HistoryRecordViewInput {
  private(set) var models: [HistoryRecordDisplayModel] = []
  var last: HistoryRecordDisplayModel? { models.last }

  func display(_ model: HistoryRecordDisplayModel) { models.append(model) }
}

@MainActor
final class MockHistoryRecordRouter: HistoryRecordRouterInput {
  private(set) var wentBack = 0

  func goBackToHistory() { wentBack += 1 }
}

@MainActor
final class SpyRecordDeleter: HistoryRecordDeleting {
  private(set) var deleted: [String] = []

  func deleteRecord(id: String) { deleted.append(id) }
}

@MainActor
struct HistoryRecordPresenterTests {
  let view = MockHistoryRecordView()
  let router = MockHistoryRecordRouter()
  let deleter = SpyRecordDeleter()
  let record = BMIRecord(
    id: "r1", date: Date(timeIntervalSince1970: 1_767_258_000), heightCm: 180.25, weightKg: 72.35,
    value: 22.3,
    category: .normal, standard: .taiwan)

  func makePresenter(isDeleting: Bool = false) -> HistoryRecordPresenter {
    let interactor = HistoryRecordInteractor(record: record, deleter: deleter)
    let presenter = HistoryRecordPresenter(interactor: interactor, router: router, isDeleting: isDeleting)
    presenter.view = view
    return presenter
  }

  @Test func theRecordShowsFormattedWithWhatWasEntered() {
    makePresenter().viewDidLoad()
    #expect(
      view.last
        == HistoryRecordDisplayModel(
          title: "2026-01-01 09:00", date: "2026-01-01 09:00", value: "22.3", category: "Normal",
          height: "180.3 cm", weight: "72.4 kg", standard: "Taiwan"))
  }

  @Test func deleteGoesToHistoryAndItsStartDisablesTheButton() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    presenter.didTapDelete()
    #expect(deleter.deleted == ["r1"])
    presenter.deleteStarted()
    #expect(view.last?.isDeleteEnabled == false)
    presenter.didTapDelete()
    #expect(deleter.deleted == ["r1"])
  }

  @Test func aSuccessGoesBackToHistory() {
    let presenter = makePresenter(isDeleting: true)
    presenter.deleteFinished(succeeded: true)
    #expect(router.wentBack == 1)
  }

  @Test func aFailureStaysAndSaysSoUntilTheNextDelete() {
    let presenter = makePresenter(isDeleting: true)
    presenter.viewDidLoad()
    #expect(view.last?.isDeleteEnabled == false)
    presenter.deleteFinished(succeeded: false)
    #expect(router.wentBack == 0)
    #expect(view.last?.errorMessage == AppText.deleteFailed)
    #expect(view.last?.isDeleteEnabled == true)
    presenter.deleteStarted()
    #expect(view.last?.errorMessage == nil)
  }
}
