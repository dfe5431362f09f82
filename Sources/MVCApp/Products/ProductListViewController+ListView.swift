import AppContract
import Domain
import HeadlessUI

// MARK: - ListViewDataSource

extension ProductListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    state.value?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
    guard let productCell = cell as? ProductCell, let product = state.value?[row] else { return cell }
    productCell.delegate = self
    productCell.configure(
      with: product, isFavorite: services.favorites.isFavorite(product.id),
      isPending: services.favorites.isPending(product.id))
    return productCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    state.value.map { ElementID.productRow($0[row].id) }
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap { rowOfProduct[$0] }
  }
}

// MARK: - ListViewDelegate

extension ProductListViewController: ListViewDelegate {
  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard let product = state.value?[row] else { return }
    showDetail(of: product.id)
  }
}

// MARK: - ProductCellDelegate

extension ProductListViewController: ProductCellDelegate {
  func productCell(_ cell: ProductCell, didTapFavoriteOf productID: ProductID) {
    toggleFavorite(of: productID)
  }
}
