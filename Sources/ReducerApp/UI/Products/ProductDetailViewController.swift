import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders one product's detail from its store scope and sends what the user did.
final class ProductDetailViewController: ViewController {
  typealias ViewState = WithFavorites<ProductDetailFeature.State>

  /// The stack element this screen shows; the navigation sync compares it with the state.
  let stackID: StackElementID
  private let store: Store<ViewState, ProductDetailFeature.Action>
  private var observation: ObservationToken?

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.detailLoading)
  private let errorLabel = Label(identifier: ElementID.detailError)
  private let retryButton = Button(identifier: ElementID.detailRetry, title: AppText.retry)
  private let nameLabel = Label(identifier: ElementID.detailName)
  private let priceLabel = Label(identifier: ElementID.detailPrice)
  private let descriptionLabel = Label(identifier: ElementID.detailDescription)
  private let favoriteButton = Button(identifier: ElementID.detailFavorite)
  private let buyButton = Button(identifier: ElementID.detailBuy, title: AppText.buy)

  init(stackID: StackElementID, store: Store<ViewState, ProductDetailFeature.Action>) {
    self.stackID = stackID
    self.store = store
    super.init()
    title = ""
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.productDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let elements: [View] = [
      loadingIndicator, errorLabel, retryButton, nameLabel, priceLabel, descriptionLabel, favoriteButton,
      buyButton,
    ]
    for element in elements { view.addSubview(element) }
    retryButton.addAction { [weak self] in self?.store.send(.retryTapped) }
    favoriteButton.addAction { [weak self] in self?.store.send(.favoriteTapped) }
    buyButton.addAction { [weak self] in self?.store.send(.buyTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
    if let observation { trackLifetime(of: observation, role: "observation") }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    store.send(.viewWillAppear)
  }

  // MARK: - Rendering

  private func render(_ state: ViewState) {
    let detail = state.screen
    let product = detail.product.value
    title = detail.title
    loadingIndicator.isHidden = detail.product != .loading
    errorLabel.text = detail.message ?? ""
    errorLabel.isHidden = detail.message == nil
    retryButton.isHidden = detail.product != .failed
    for element in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] as [View] {
      element.isHidden = product == nil
    }
    guard let product else { return }
    nameLabel.text = product.name
    priceLabel.text = PriceFormatter.format(product.price)
    descriptionLabel.text = product.description
    let isFavorite = state.favorites.isFavorite(product.id, fallback: product.isFavorite)
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: isFavorite)
    favoriteButton.isEnabled = !state.favorites.pending.contains(product.id)
  }
}
