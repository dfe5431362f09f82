import AppContract
import Domain
import HeadlessUI

// MARK: - ListViewDataSource

extension ProductListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
    guard let productCell = cell as? ProductCell else { return cell }
    productCell.delegate = self
    productCell.configure(with: rows[row])
    return productCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.productRow(rows[row].id)
  }
}

// MARK: - ListViewDelegate

extension ProductListViewController: ListViewDelegate {
  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    presenter.productSelected(rows[row].id)
  }
}

// MARK: - ProductCellDelegate

extension ProductListViewController: ProductCellDelegate {
  func productCell(_ cell: ProductCell, didTapFavoriteOf productID: ProductID) {
    presenter.favoriteTapped(productID)
  }
}
