import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import MVPApp

/// A spy of a reading's passive view.
@MainActor
final class SpyHistoryRecordView: HistoryRecordView {
  private(set) var content: HistoryRecordContent?
  private(set) var deleteStates: [(isDeleteEnabled: Bool, notice: String?)] = []
  private(set) var wentBack = 0

  func show(content: HistoryRecordContent) { self.content = content }
  func show(isDeleteEnabled: Bool, notice: String?) { deleteStates.append((isDeleteEnabled, notice)) }
  func goBackToHistory() { wentBack += 1 }
}

@MainActor
struct HistoryRecordPresenterTests {
  let model = TestModel()
  let view = SpyHistoryListView()
  let presenter: HistoryListPresenter

  init() async {
    presenter = HistoryListPresenter(history: model.services.history)
    presenter.view = view
    model.store.records = [Fixtures.record(id: "h1", hour: 0), Fixtures.record(id: "h2", hour: 1)]
    presenter.viewWillAppear()
    await presenter.loadTask?.value
  }

  /// Taps row `id` and shows its page on a spy view.
  func openPage(_ id: String) -> (HistoryRecordPresenter, SpyHistoryRecordView)? {
    presenter.rowTapped(id)
    guard let page = view.shownRecords.last else { return nil }
    let pageView = SpyHistoryRecordView()
    page.view = pageView
    page.viewDidLoad()
    return (page, pageView)
  }

  @Test("A tapped row shows its record's page, formatted with what was entered")
  func aRowOpensItsPage() throws {
    let (_, pageView) = try #require(openPage("h1"))
    #expect(
      pageView.content
        == HistoryRecordContent(
          title: "2026-01-01 09:00", date: "2026-01-01 09:00", value: "22.9", category: "Normal",
          height: "170.0 cm", weight: "66.0 kg", standard: "WHO"))
    #expect(pageView.deleteStates.last?.isDeleteEnabled == true)
    #expect(model.store.calls == ["load"])
  }

  @Test("The page's Delete is History's delete, and its success sends the page back")
  func deleteFromThePage() async throws {
    let (page, pageView) = try #require(openPage("h1"))
    page.deleteTapped()
    page.deleteTapped()
    #expect(pageView.deleteStates.last?.isDeleteEnabled == false)
    #expect(presenter.deletingIDs == ["h1"])
    await presenter.deleteTask?.value
    #expect(model.store.calls == ["load", "delete h1"])
    #expect(pageView.wentBack == 1)
    #expect(presenter.state.value?.map(\.id) == ["h2"])
  }

  @Test("A failed delete keeps the page, which says so, and History's error is set too")
  func aFailedDeleteStays() async throws {
    model.store.deleteFailure = .unavailable
    let (page, pageView) = try #require(openPage("h2"))
    page.deleteTapped()
    await presenter.deleteTask?.value
    #expect(pageView.wentBack == 0)
    #expect(pageView.deleteStates.last?.isDeleteEnabled == true)
    #expect(pageView.deleteStates.last?.notice == AppText.deleteFailed)
    #expect(presenter.notice == AppText.deleteFailed)
  }

  @Test("A page opened while its row's delete is in flight shows Delete disabled")
  func aPageOfARecordBeingDeleted() throws {
    presenter.deleteTapped("h1")
    let (_, pageView) = try #require(openPage("h1"))
    #expect(pageView.deleteStates.last?.isDeleteEnabled == false)
  }
}
