import AppContract
import AppTestDoubles
import Domain

@testable import MVCApp

/// The fakes and the service layer built on them, for tests of one service or one controller.
@MainActor
struct TestApp {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let services: AppServices

  init() {
    services = AppServices(
      environment: AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs()))
  }
}
