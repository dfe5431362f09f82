import HeadlessSwiftUI
import HeadlessUI
import Observation

/// The navigation state of a small declarative shop: a list pushing details, a checkout sheet,
/// two tabs and deep links.
@MainActor
@Observable
final class Router {
  var tab = "products"
  var path: [String] = []
  var checkout: Purchase?
  var isProcessing = false
  var showsHelp = false
  /// Every detail model made, to see that a popped detail's state is released.
  @ObservationIgnored var madeModels: [Weak<DetailModel>] = []

  /// Opens `url` as `Docs/AppSpec.md`'s links do; refuses every link while paying.
  func open(_ url: String) -> Bool {
    guard !isProcessing else { return false }
    switch url {
    case "app://orders":
      checkout = nil
      showsHelp = false
      tab = "orders"
    case let link where link.hasPrefix("app://products/"):
      checkout = nil
      showsHelp = false
      tab = "products"
      withStackReplacement { path = [String(link.dropFirst("app://products/".count))] }
    default:
      return false
    }
    return true
  }

  /// The hand-off after a payment: dismiss, pop the Products stack, select Orders.
  func finishPayment() {
    checkout = nil
    path = []
    tab = "orders"
    isProcessing = false
  }
}

struct Purchase: Identifiable, Hashable {
  let id: String
}

/// A detail's model, kept in its `@State`.
@MainActor
final class DetailModel {
  let id: String
  init(id: String, router: Router) {
    self.id = id
    router.madeModels.append(Weak(object: self))
  }
}

struct ShopTabs: HeadlessSwiftUI.View {
  let router: Router

  var body: some HeadlessSwiftUI.View {
    TabView(selection: Bindable(router).tab) {
      NavigationStack(path: Bindable(router).path) { ProductList(router: router) }
        .tabItem("Products", identifier: "products").tag("products")
      NavigationStack {
        Text("No orders yet").accessibilityIdentifier("orders.empty")
          .navigationTitle("Orders").screenName("orders.list")
          .sheet(isPresented: Bindable(router).showsHelp) {
            Text("Help").accessibilityIdentifier("help.text").screenName("help")
          }
      }
      .tabItem("Orders", identifier: "orders").tag("orders")
    }
    .onOpenURL(handling: { router.open($0) })
  }
}

/// The product list in a stack, without tabs.
struct ShopStack: HeadlessSwiftUI.View {
  let router: Router

  var body: some HeadlessSwiftUI.View {
    NavigationStack(path: Bindable(router).path) { ProductList(router: router) }
  }
}

struct ProductList: HeadlessSwiftUI.View {
  let router: Router

  var body: some HeadlessSwiftUI.View {
    VStack {
      Button("Phone") { router.path.append("p1") }.accessibilityIdentifier("product.p1")
      Button("Laptop") { router.path.append("p2") }.accessibilityIdentifier("product.p2")
    }
    .navigationTitle("Products").screenName("products.list")
    .navigationDestination(for: String.self) { id in ProductDetail(router: router, id: id) }
  }
}

struct ProductDetail: HeadlessSwiftUI.View {
  let router: Router
  let id: String
  @State var model: DetailModel

  init(router: Router, id: String) {
    self.router = router
    self.id = id
    _model = State(wrappedValue: DetailModel(id: id, router: router))
  }

  var body: some HeadlessSwiftUI.View {
    VStack {
      Text("Product \(model.id)").accessibilityIdentifier("detail.name")
      Button("Buy") { router.checkout = Purchase(id: id) }.accessibilityIdentifier("detail.buy")
    }
    .navigationTitle(id).screenName("products.detail")
    .sheet(item: Bindable(router).checkout) { purchase in
      NavigationStack { Checkout(router: router, purchase: purchase) }
    }
  }
}

struct Checkout: HeadlessSwiftUI.View {
  let router: Router
  let purchase: Purchase

  var body: some HeadlessSwiftUI.View {
    Text("Pay for \(purchase.id)").accessibilityIdentifier("checkout.summary")
    Button("Pay") { router.isProcessing = true }.accessibilityIdentifier("checkout.confirm")
      .disabled(router.isProcessing)
    Button("Done") { router.finishPayment() }.accessibilityIdentifier("checkout.done")
    EmptyView()
      .navigationTitle("Checkout").screenName("checkout")
      .interactiveDismissDisabled(router.isProcessing)
  }
}
