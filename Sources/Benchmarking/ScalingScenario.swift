import Foundation

/// The scenario `arch-harness bench` replays at every size: a list of `size` products, loaded;
/// the last row scrolled into view; its favourite toggled; its detail opened; back. Written to a
/// temporary folder of its own (never committed), fixtures included, and removed afterwards.
struct ScalingScenario {
  /// The kinds of action, in the order the scenario performs them: each is a user action with
  /// the waits (and checks) after it.
  static let actionKinds = ["load", "scroll", "favourite", "detail", "back"]

  /// What each kind does, for the table's legend.
  static let legend =
    "load = launch + wait for the list; scroll = scroll to the last row; "
    + "favourite = tap its ♡ + wait for the answer; detail = tap the row + wait for the product; back"

  let size: Int
  /// The folder holding `Scenarios/` (the scenarios folder the worker is given).
  let base: URL
  var root: URL { base.appendingPathComponent("Scenarios", isDirectory: true) }
  /// The scenario's path as the harness names it (the root folder's name, then the file).
  var path: String { "Scenarios/\(Self.fileName(size))" }

  static func fileName(_ size: Int) -> String { "scaling-\(size).scenario" }

  /// Writes the scenario and its fixtures for `size` products into a new temporary folder.
  init(size: Int, in parent: URL) throws {
    self.size = size
    base = parent.appendingPathComponent("size-\(size)", isDirectory: true)
    let fixtures = base.appendingPathComponent("Scenarios/fixtures", isDirectory: true)
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try Data(Self.productsJSON(size).utf8).write(to: fixtures.appendingPathComponent("products.json"))
    try Data(Self.lastProductJSON(size).utf8).write(to: fixtures.appendingPathComponent("product-last.json"))
    try Data(Self.source(size).utf8).write(to: root.appendingPathComponent(Self.fileName(size)))
  }

  /// The scenario's text for `size` products.
  static func source(_ size: Int) -> String {
    let last = "p\(size)"
    return """
      scenario: Scaling: a list of \(size) products
      tags: bench

      api fetchProducts -> fixtures/products.json after 100ms
      api setFavorite \(last) on -> ok after 100ms
      api fetchProduct \(last) -> fixtures/product-last.json after 100ms

      launch
      wait 100ms
      expect product.p1.name "Product 1"
      scroll product.\(last)
      expect product.\(last).favorite "♡" enabled
      tap product.\(last).favorite
      wait 100ms
      expect product.\(last).favorite "♥" enabled
      tap product.\(last)
      wait 100ms
      expect detail.name "Product \(size)"
      back
      expect-screen products.list

      """
  }

  /// `size` products `p1`…`pN`, none a favourite.
  static func productsJSON(_ size: Int) -> String {
    var json = "["
    json.reserveCapacity(size * 100)
    for number in 1...max(1, size) {
      if number > 1 { json += "," }
      json += #"{"product_id":"p\#(number)","product_name":"Product \#(number)","#
      json += #""price":\#(number).5,"image_url":null,"is_favorited":false}"#
    }
    return json + "]"
  }

  /// The detail of the last product.
  static func lastProductJSON(_ size: Int) -> String {
    #"{"product_id":"p\#(size)","product_name":"Product \#(size)","price":\#(size).5,"#
      + #""description":"The last of \#(size).","image_url":null,"is_favorited":false}"#
  }
}
