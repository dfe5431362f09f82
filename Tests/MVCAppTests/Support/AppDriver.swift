import AppContract
import AppTestDoubles
import Domain
import HeadlessUI

@testable import MVCApp

/// Drives the whole app in a window, as the harness does, with fake services. `settle()` awaits
/// every task the view controllers on screen started, until no new one appears.
@MainActor
final class AppDriver {
  let api = FakeProductAPI()
  let store = FakeHistoryStore()
  let window = Window()
  let variant: MVCVariant

  init(launch: Bool = true) async {
    let environment = AppEnvironment(api: api, historyStore: store, clock: FixedClock(), ids: SequentialIDs())
    variant = MVCVariant(environment: environment, window: window)
    if launch {
      window.makeKeyAndVisible()
      await settle()
    }
  }

  /// Awaits the work the app started, until none is left.
  func settle() async {
    var awaited: Set<Task<Void, Never>> = []
    while true {
      let fresh = runningTasks.filter { !awaited.contains($0) }
      if fresh.isEmpty { return }
      for task in fresh {
        await task.value
        awaited.insert(task)
      }
    }
  }

  /// The navigation events and service calls since the last call, as text.
  func takeEvents() -> [String] { window.takeNavigationEvents().map(\.description) }

  func takeCalls() -> [String] {
    defer {
      api.resetCalls()
      store.resetCalls()
    }
    return api.calls + store.calls
  }

  private var runningTasks: [Task<Void, Never>] {
    let detail = variant.productDetail
    let candidates: [Task<Void, Never>?] = [
      variant.productList.loadTask, variant.productList.favoriteTask,
      detail?.loadTask, detail?.favoriteTask, variant.checkout?.orderTask,
      variant.orderList.loadTask, variant.bmiForm.saveTask,
      variant.historyList.loadTask, variant.historyList.deleteTask,
    ]
    return candidates.compactMap(\.self)
  }
}
