import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders one product's view model and forwards the user's events to it. Buy is an action; the
/// coordinator presents checkout.
final class ProductDetailViewController: ViewController {
  let viewModel: ProductDetailViewModel
  private let work: AsyncWork

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.detailLoading)
  private let errorLabel = Label(identifier: ElementID.detailError)
  private let retryButton = Button(identifier: ElementID.detailRetry, title: AppText.retry)
  private let nameLabel = Label(identifier: ElementID.detailName)
  private let priceLabel = Label(identifier: ElementID.detailPrice)
  private let descriptionLabel = Label(identifier: ElementID.detailDescription)
  private let favoriteButton = Button(identifier: ElementID.detailFavorite)
  private let buyButton = Button(identifier: ElementID.detailBuy, title: AppText.buy)

  init(viewModel: ProductDetailViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = ""
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.productDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      loadingIndicator, errorLabel, retryButton, nameLabel, priceLabel, descriptionLabel, favoriteButton,
      buyButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    retryButton.addAction { [weak self] in self?.viewModel.doAction(.view(.retryTapped)) }
    favoriteButton.addAction { [weak self] in self?.viewModel.doAction(.view(.favoriteTapped)) }
    buyButton.addAction { [weak self] in self?.viewModel.doAction(.view(.buyTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    viewModel.doAction(.view(.willAppear))
  }

  // MARK: - Rendering

  private func render() {
    let phase = viewModel.state.phase
    let notice = viewModel.notice
    loadingIndicator.isHidden = phase != .loading
    errorLabel.isHidden = notice == nil
    errorLabel.text = notice?.text ?? ""
    retryButton.isHidden = phase != .failed
    let product: ProductDetail? = if case .loaded(let product) = phase { product } else { nil }
    for loadedView in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] as [View] {
      loadedView.isHidden = product == nil
    }
    title = product?.name ?? ""
    nameLabel.text = product?.name ?? ""
    priceLabel.text = product.map { PriceFormatter.format($0.price) } ?? ""
    descriptionLabel.text = product?.description ?? ""
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: viewModel.isFavorite)
    favoriteButton.isEnabled = !viewModel.isFavoritePending
  }
}
