/// A row of a ``ListView``, like `UITableViewCell`: a container for the row's elements that the
/// list reuses as rows scroll by. Its identifier is the row's (`product.p1`); tapping it selects
/// the row.
@MainActor
open class ListCell: View {
  /// The reuse pool this cell goes back to.
  public let reuseIdentifier: String
  /// The row this cell shows now, while it is on screen.
  public internal(set) var row: Int?
  weak var listView: ListView?

  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  /// Called before the cell is handed out again for another row; reset per-row state here.
  open func prepareForReuse() {}

  override open var kind: String? { "row" }

  /// A row's text is part of its list's, though the row is not a subview of it.
  override var renderParent: View? { superview ?? listView }
}
