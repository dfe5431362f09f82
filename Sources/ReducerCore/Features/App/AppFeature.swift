import AppContract
import Domain
import ReducerRuntime

/// The whole app as one reducer: the features of the four tabs, the app-wide favourites, and the
/// navigation as state — the selected tab, the Products stack (the list and the details pushed
/// on it, a ``StackState``) and the presented checkout. The UI layer only mirrors this state into
/// the containers.
public struct AppFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var selectedTab: Tab = .products
    public var productList = ProductListFeature.State()
    /// The detail screens on the Products stack above the list (one at most: a detail opens no
    /// other), each under the id the stack gave it. The state says what the stack holds, not how
    /// it got there: whether a new detail is pushed or the stack set is the navigation sync's
    /// intent, given with the action that causes it (`AppNavigationSync`).
    public var path = StackState<ProductDetailFeature.State>()
    /// The presented checkout modal, if any.
    public var checkout: CheckoutFeature.State?
    public var orders = OrderListFeature.State()
    public var bmi = BMIFeature.State()
    public var history = HistoryFeature.State()
    public var favorites = FavoritesFeature.State()

    public init() {}

    /// Deep links are refused while a payment runs: it is never interrupted.
    public var acceptsDeepLinks: Bool { checkout?.isProcessing != true }

    /// The detail on top of the Products stack, if any.
    public var detail: ProductDetailFeature.State? { path.last }
  }

  public enum Action: Equatable, Sendable {
    /// The user picked a tab in the tab bar.
    case tabSelected(Tab)
    /// The user swiped the checkout modal away.
    case checkoutSwipedAway
    case deepLinkOpened(DeepLink)
    case productList(ProductListFeature.Action)
    /// A detail on the Products stack acted, or the stack's container popped it on its own (the
    /// back control, a tab re-tap).
    case path(StackAction<ProductDetailFeature.State, ProductDetailFeature.Action>)
    case checkout(CheckoutFeature.Action)
    case orders(OrderListFeature.Action)
    case bmi(BMIFeature.Action)
    case history(HistoryFeature.Action)
    case favorites(FavoritesFeature.Action)
  }

  let dependencies: AppDependencies

  public init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  // The children the app also calls into (helpers, not actions: shared logic is a method).
  var favoritesFeature: FavoritesFeature { FavoritesFeature(products: dependencies.products) }
  var historyFeature: HistoryFeature { HistoryFeature(history: dependencies.history) }

  public var body: some Reducer<State, Action> {
    Scope(state: \.favorites, action: Action.Cases.favorites) {
      favoritesFeature
    }
    Scope(state: \.productList, action: Action.Cases.productList) {
      ProductListFeature(products: dependencies.products)
    }
    Scope(state: \.orders, action: Action.Cases.orders) {
      OrderListFeature(products: dependencies.products)
    }
    Scope(state: \.bmi, action: Action.Cases.bmi) {
      BMIFeature(history: dependencies.history, date: dependencies.date, ids: dependencies.ids)
    }
    Scope(state: \.history, action: Action.Cases.history) {
      historyFeature
    }
    Reduce(core)
      .forEach(\.path, action: Action.Cases.path) {
        ProductDetailFeature(products: dependencies.products)
      }
      .ifLet(\.checkout, action: Action.Cases.checkout) {
        CheckoutFeature(products: dependencies.products)
      }
  }
}
