import AppContract
import Domain
import HeadlessUI

/// The product detail's passive view: builds its views, forwards every event (and its leaving for
/// good) to the presenter and shows what the presenter tells it. It presents and ends the
/// checkout when told to.
final class ProductDetailViewController: ViewController {
  let presenter: ProductDetailPresenter
  private let screens: ScreenAssembly

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.detailLoading)
  private let errorLabel = Label(identifier: ElementID.detailError)
  private let retryButton = Button(identifier: ElementID.detailRetry, title: AppText.retry)
  private let nameLabel = Label(identifier: ElementID.detailName)
  private let priceLabel = Label(identifier: ElementID.detailPrice)
  private let descriptionLabel = Label(identifier: ElementID.detailDescription)
  private let favoriteButton = Button(identifier: ElementID.detailFavorite)
  private let buyButton = Button(identifier: ElementID.detailBuy, title: AppText.buy)

  init(presenter: ProductDetailPresenter, screens: ScreenAssembly) {
    self.presenter = presenter
    self.screens = screens
    super.init()
    title = ""
    trackLifetime(of: presenter, role: "presenter")
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
    retryButton.addAction { [weak self] in self?.presenter.retryTapped() }
    favoriteButton.addAction { [weak self] in self?.presenter.favoriteTapped() }
    buyButton.addAction { [weak self] in self?.presenter.buyTapped() }
    presenter.viewDidLoad()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    presenter.viewWillAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isLeavingForGood { presenter.viewDidLeave() }
  }
}

// MARK: - ProductDetailView

extension ProductDetailViewController: ProductDetailView {
  func showLoading() {
    title = ""
    display(loading: true, error: nil, retry: false, content: nil)
  }

  func showLoadFailure(message: String) {
    title = ""
    display(loading: false, error: message, retry: true, content: nil)
  }

  func show(_ content: ProductDetailContent, notice: String?) {
    title = content.name
    display(loading: false, error: notice, retry: false, content: content)
  }

  func presentCheckout(_ checkout: CheckoutPresenter) {
    present(NavigationController(rootViewController: screens.makeCheckout(presenter: checkout)))
  }

  func dismissCheckout() {
    dismiss()
  }

  func dismissCheckoutAndShowOrders() {
    // Popping removes this screen from its containers, so take them first.
    let navigation = navigationController
    let tabs = tabBarController
    dismiss()
    navigation?.popToRootViewController()
    tabs?.select(.orders)
  }

  /// Sets every subview at once, so no state leaves another state's views on screen.
  private func display(loading: Bool, error: String?, retry: Bool, content: ProductDetailContent?) {
    loadingIndicator.isHidden = !loading
    errorLabel.isHidden = error == nil
    errorLabel.text = error ?? ""
    retryButton.isHidden = !retry
    for loadedView: View in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] {
      loadedView.isHidden = content == nil
    }
    guard let content else { return }
    nameLabel.text = content.name
    priceLabel.text = content.price
    descriptionLabel.text = content.description
    favoriteButton.title = content.favoriteGlyph
    favoriteButton.isEnabled = content.isFavoriteEnabled
  }
}
