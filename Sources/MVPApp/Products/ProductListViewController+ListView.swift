import AppContract
import Domain
import HeadlessUI

// MARK: - ListViewDataSource

extension ProductListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    presenter.numberOfRows
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
    guard let productCell = cell as? ProductCell else { return cell }
    productCell.delegate = self
    productCell.configure(with: presenter.row(at: row))
    return productCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.productRow(presenter.productID(at: row))
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap { presenter.row(of: $0) }
  }
}

// MARK: - ListViewDelegate

extension ProductListViewController: ListViewDelegate {
  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    presenter.rowSelected(at: row)
  }
}

// MARK: - ProductCellDelegate

extension ProductListViewController: ProductCellDelegate {
  func productCell(_ cell: ProductCell, didTapFavoriteOf productID: ProductID) {
    presenter.favoriteTapped(productID)
  }
}
