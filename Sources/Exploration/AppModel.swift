import AppContract
import Domain

/// The generator's abstract model of the app: where it is (tab, stack, modal), what each screen
/// has loaded, what is in flight and when it will answer. It follows `Docs/AppSpec.md` closely
/// enough to propose steps that are probably possible; when it is wrong, the step fails the same
/// way on every variant and is simply not a finding.
struct AppModel {
  enum Tab: String, CaseIterable {
    case products, orders, bmi, history
  }

  /// A screen's content: not loaded yet, loading (by the load with this token), failed or loaded
  /// (these row ids).
  enum Phase: Equatable {
    case notLoaded
    case loading(Int)
    case failed
    case loaded([String])

    var rows: [String]? {
      if case .loaded(let rows) = self { return rows }
      return nil
    }
  }

  struct Detail {
    var productID: String
    var phase: Phase
  }

  enum CheckoutPhase {
    case ready, processing, failed
  }

  struct Checkout {
    var productID: String
    var phase: CheckoutPhase
  }

  enum Work: Equatable {
    case fetchProducts, fetchProduct, setFavorite(String), placeOrder, fetchOrders
    case storeLoad, storeSave(String), storeDelete(String)
  }

  /// A call in flight: it answers at `completesAt` (virtual milliseconds).
  struct Call {
    var sequence: Int
    var completesAt: Int
    var work: Work
    /// The load it belongs to (cancelled loads are dropped).
    var token: Int
    var succeeds: Bool
    /// Ids the answer carries (a list's products, orders).
    var payload: [String]
    /// For a `stale` history load: the store's records when the call arrived, which it answers.
    var recordsAtStart: [String]? = nil
  }

  let pool: FixturePool
  /// The rules the calls pick from, as the scripted services pick them.
  var book: ModelRuleBook

  var now = 0
  var launched = false
  var tab = Tab.products
  var products = Phase.notLoaded
  var firstVisibleProduct = 0
  var pendingFavourites: Set<String> = []
  var detail: Detail?
  var checkout: Checkout?
  var orders = Phase.notLoaded
  var ordersAppeared = false
  var height = ""
  var weight = ""
  var standard = "WHO"
  var saving = false
  var history = Phase.notLoaded
  var deleting: Set<String> = []
  /// The history store's record ids.
  var store: [String]
  var nextRecord = 1
  var calls: [Call] = []
  /// The last load token given out (0 stands for calls no load owns).
  var nextToken = 1
  /// The order of the calls started so far: calls due at the same time answer in it.
  var nextSequence = 0
  /// Set when a call met no rule (the model then stops proposing: the replay would stop).
  var unscripted = false
  /// Whether the BMI form shows a save error.
  var bmiError = false

  init(rules: [ServiceRule], storeSeed: String?, pool: FixturePool) {
    self.pool = pool
    book = ModelRuleBook(rules: rules)
    store = storeSeed.flatMap { pool.fixture(named: $0)?.ids } ?? []
  }

  /// Whether the BMI form holds a valid reading.
  var bmiIsValid: Bool {
    if case .success = BMIInput.validate(height: height, weight: weight) { return true }
    return false
  }

  /// Whether anything is still to answer.
  var nextCompletion: Int? { calls.map(\.completesAt).min() }
}
