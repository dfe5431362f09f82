/// Newest first, as the spec words it for orders and history records: a later item comes before an
/// earlier one, and items of the same instant keep the order they came in.
enum ReferenceSort {
  /// `items` newest first. Each item goes in, in turn, just before the first one already placed
  /// that it is newer than, so it stays behind every item as new as it.
  static func newestFirst<Item>(_ items: [Item], isNewer: (Item, Item) -> Bool) -> [Item] {
    var sorted: [Item] = []
    for item in items {
      let index = sorted.firstIndex { isNewer(item, $0) } ?? sorted.count
      sorted.insert(item, at: index)
    }
    return sorted
  }
}
