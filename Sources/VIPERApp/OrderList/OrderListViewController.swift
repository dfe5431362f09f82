import AppContract
import HeadlessUI

/// The orders screen: shows what the presenter hands it and forwards retry.
@MainActor
final class OrderListViewController: ViewController {
  let output: any OrderListViewOutput
  private var model = OrderListDisplayModel()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  private let errorLabel = Label(identifier: ElementID.ordersError)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  private let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(output: any OrderListViewOutput) {
    self.output = output
    super.init()
    title = AppText.ordersTitle
  }

  override var screenName: String { ScreenName.orderList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, listView] as [View] {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.output.didTapRetry() }
    listView.register(OrderListCell.self, forCellReuseIdentifier: OrderListCell.reuseIdentifier)
    listView.dataSource = self
    apply()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    output.viewWillAppear()
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    output.viewDidDisappear()
  }

  private func apply() {
    loadingIndicator.isHidden = !model.isLoadingVisible
    errorLabel.text = model.errorMessage ?? ""
    errorLabel.isHidden = model.errorMessage == nil
    retryButton.isHidden = !model.isRetryVisible
    emptyLabel.isHidden = !model.isEmptyVisible
    listView.isHidden = model.rows == nil
    listView.reloadData()
  }
}

// MARK: - OrderListViewInput

extension OrderListViewController: OrderListViewInput {
  func display(_ model: OrderListDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}

// MARK: - ListViewDataSource

extension OrderListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { model.rows?.count ?? 0 }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderListCell.reuseIdentifier, for: row)
    if let item = model.rows?[row] { (cell as? OrderListCell)?.configure(with: item) }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    model.rows.map { ElementID.orderRow($0[row].id) }
  }
}
