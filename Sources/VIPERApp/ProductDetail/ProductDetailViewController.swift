import AppContract
import HeadlessUI

/// The product detail screen: shows what the presenter hands it and forwards the user's taps.
@MainActor
final class ProductDetailViewController: ViewController {
  let output: any ProductDetailViewOutput
  private var model = ProductDetailDisplayModel()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.detailLoading)
  private let errorLabel = Label(identifier: ElementID.detailError)
  private let retryButton = Button(identifier: ElementID.detailRetry, title: AppText.retry)
  private let nameLabel = Label(identifier: ElementID.detailName)
  private let priceLabel = Label(identifier: ElementID.detailPrice)
  private let descriptionLabel = Label(identifier: ElementID.detailDescription)
  private let favoriteButton = Button(identifier: ElementID.detailFavorite)
  private let buyButton = Button(identifier: ElementID.detailBuy, title: AppText.buy)

  init(output: any ProductDetailViewOutput) {
    self.output = output
    super.init()
    title = ""
  }

  override var screenName: String { ScreenName.productDetail }

  /// The module's input, for the app to ask of the module it finds in the containers; the
  /// builder sets it (the presenter), as it sets every link between the roles.
  weak var moduleInput: (any ProductDetailModuleInput)?

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      loadingIndicator, errorLabel, retryButton, nameLabel, priceLabel, descriptionLabel, favoriteButton,
      buyButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    retryButton.addAction { [weak self] in self?.output.didTapRetry() }
    favoriteButton.addAction { [weak self] in self?.output.didTapFavorite() }
    buyButton.addAction { [weak self] in self?.output.didTapBuy() }
    apply()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    output.viewWillAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isLeavingForGood { output.viewDidLeave() }
  }

  private func apply() {
    loadingIndicator.isHidden = !model.isLoadingVisible
    errorLabel.text = model.errorMessage ?? ""
    errorLabel.isHidden = model.errorMessage == nil
    retryButton.isHidden = !model.isRetryVisible
    let content = model.content
    for element in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] as [View] {
      element.isHidden = content == nil
    }
    nameLabel.text = content?.name ?? ""
    priceLabel.text = content?.price ?? ""
    descriptionLabel.text = content?.description ?? ""
    favoriteButton.title = content?.favoriteGlyph ?? ""
    favoriteButton.isEnabled = content?.isFavoriteEnabled ?? false
  }
}

// MARK: - ProductDetailViewInput

extension ProductDetailViewController: ProductDetailViewInput {
  func display(_ model: ProductDetailDisplayModel) {
    self.model = model
    title = model.title
    if isViewLoaded { apply() }
  }
}
