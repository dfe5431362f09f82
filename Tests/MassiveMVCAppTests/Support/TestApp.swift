import AppContract
import AppTestDoubles
import Domain

@testable import MassiveMVCApp

/// The fakes and the shared data, for tests of one view controller: there is no service to test
/// on its own, so every test stands up a controller on these.
@MainActor
struct TestApp {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let data = AppData()

  var environment: AppEnvironment {
    AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs())
  }
}
