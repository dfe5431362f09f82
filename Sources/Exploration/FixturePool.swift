/// One fixture the explorer can script a service with: a JSON file it writes next to its
/// scenarios, and what the app will make of it (the ids it carries).
public struct ExploreFixture: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `fetchProducts`: an array of products.
    case productList
    /// `fetchProduct`: one product with its description.
    case productDetail
    /// `placeOrder`: one order.
    case order
    /// `fetchOrders`: an array of orders.
    case orderList
    /// `store seed`: history records.
    case historySeed
  }

  /// The file name (`explore-products-3.json`); scenarios name it `fixtures/<name>`.
  public let name: String
  public let kind: Kind
  /// The file's text.
  public let json: String
  /// Product ids (lists and details), order ids or record ids, in the order of the file.
  public let ids: [String]
  /// How big the fixture is; the shrinker replaces a fixture by one of a lower rank.
  public let rank: Int

  /// The path a scenario line uses.
  public var path: String { "fixtures/\(name)" }
}

/// The fixtures the explorer generates flows from. Fixed and generated in code, so an exploration
/// needs nothing from the scenarios folder and writes the same bytes on every machine.
public struct FixturePool: Sendable {
  public let fixtures: [ExploreFixture]

  public init(fixtures: [ExploreFixture]) {
    self.fixtures = fixtures
  }

  public func fixture(named name: String) -> ExploreFixture? {
    fixtures.first { $0.name == name }
  }

  public func fixtures(of kind: ExploreFixture.Kind) -> [ExploreFixture] {
    fixtures.filter { $0.kind == kind }
  }

  /// Fixtures that could stand in for `name` in a smaller flow, smallest first: of the same kind
  /// and a lower rank, and for one product or order, about the same product.
  public func smaller(than name: String) -> [ExploreFixture] {
    guard let fixture = fixture(named: name) else { return [] }
    let sameSubject = fixture.kind == .productDetail || fixture.kind == .order
    return fixtures.filter {
      $0.kind == fixture.kind && $0.rank < fixture.rank
        && (!sameSubject || Self.subject(of: $0) == Self.subject(of: fixture))
    }.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
  }

  private static func subject(of fixture: ExploreFixture) -> String {
    fixture.kind == .order
      ? String(fixture.name.dropFirst("explore-order-".count).prefix { $0 != "." }) : fixture.ids.first ?? ""
  }

  // MARK: - The standard pool

  /// A product of the catalogue the fixtures draw from.
  struct CatalogueProduct {
    let id: String
    let name: String
    let price: String
    let imageURL: String?
    let isFavorite: Bool
    let description: String
  }

  static let catalogue: [CatalogueProduct] =
    [
      CatalogueProduct(
        id: "p1", name: "Coffee Mug", price: "12.5", imageURL: nil, isFavorite: false,
        description: "Stoneware, 350 ml."),
      CatalogueProduct(
        id: "p2", name: "Mechanical Keyboard", price: "1299", imageURL: "https://example.com/p2.png",
        isFavorite: false, description: "Tenkeyless, hot-swappable switches."),
      CatalogueProduct(
        id: "p3", name: "Desk Lamp", price: "45", imageURL: nil, isFavorite: true,
        description: "Warm light, adjustable arm."),
      CatalogueProduct(
        id: "p4", name: "Pencil", price: "1.005", imageURL: nil, isFavorite: false,
        description: "HB, a price that rounds up."),
    ]
    + (5...25).map { number in
      CatalogueProduct(
        id: "p\(number)", name: "Sticker \(number)", price: "\(number * 3 / 4).\(number * 3 % 4 * 25)",
        imageURL: nil, isFavorite: number % 4 == 0, description: "Sticker number \(number).")
    }

  static func product(_ id: String) -> CatalogueProduct {
    catalogue.first { $0.id == id } ?? catalogue[0]
  }

  /// The product ids whose detail and order the standard pool holds.
  public static let detailedProductIDs = ["p1", "p2", "p3", "p4", "p25"]

  public static let standard: FixturePool = {
    var fixtures: [ExploreFixture] = []
    func list(_ name: String, _ ids: [String], favourite: Bool? = nil, rank: Int) {
      let items = ids.map { id -> String in
        let product = product(id)
        return
          "  {\"product_id\": \"\(id)\", \"product_name\": \"\(product.name)\", \"price\": \(product.price), "
          + "\"image_url\": \(product.imageURL.map { "\"\($0)\"" } ?? "null"), "
          + "\"is_favorited\": \(favourite ?? product.isFavorite)}"
      }
      fixtures.append(
        ExploreFixture(
          name: name, kind: .productList, json: "[\n" + items.joined(separator: ",\n") + "\n]\n", ids: ids,
          rank: rank))
    }
    list("explore-products-1.json", ["p1"], rank: 1)
    list("explore-products-2.json", ["p2", "p1"], rank: 2)
    list("explore-products-3.json", ["p1", "p2", "p3"], rank: 3)
    list("explore-products-3-favs.json", ["p1", "p2", "p3"], favourite: true, rank: 4)
    list("explore-products-4.json", ["p1", "p2", "p3", "p4"], rank: 5)
    list("explore-products-25.json", (1...25).map { "p\($0)" }, rank: 25)

    func detail(_ id: String, suffix: String = "", favourite: Bool? = nil, rank: Int) {
      let product = product(id)
      let json =
        "{\n  \"product_id\": \"\(id)\",\n  \"product_name\": \"\(product.name)\",\n  \"price\": \(product.price),\n"
        + "  \"description\": \"\(product.description)\",\n"
        + "  \"image_url\": \(product.imageURL.map { "\"\($0)\"" } ?? "null"),\n"
        + "  \"is_favorited\": \(favourite ?? product.isFavorite)\n}\n"
      fixtures.append(
        ExploreFixture(
          name: "explore-product-\(id)\(suffix).json", kind: .productDetail, json: json, ids: [id], rank: rank
        ))
    }
    for id in detailedProductIDs { detail(id, rank: 1) }
    detail("p1", suffix: "-favourite", favourite: true, rank: 2)
    detail("p2", suffix: "-favourite", favourite: true, rank: 2)
    detail("p3", suffix: "-not-favourite", favourite: false, rank: 2)

    func order(_ id: String, productID: String, createdAt: String) -> String {
      let product = product(productID)
      return
        "{\"order_id\": \"\(id)\", \"product_id\": \"\(productID)\", \"product_name\": \"\(product.name)\", "
        + "\"total\": \(product.price), \"created_at\": \"\(createdAt)\"}"
    }
    for id in detailedProductIDs {
      fixtures.append(
        ExploreFixture(
          name: "explore-order-\(id).json", kind: .order,
          json: order("o-\(id)", productID: id, createdAt: "2026-01-01T09:00:00Z") + "\n", ids: ["o-\(id)"],
          rank: 1))
    }
    func orders(_ name: String, _ items: [(String, String, String)], rank: Int) {
      let lines = items.map { "  " + order($0.0, productID: $0.1, createdAt: $0.2) }
      fixtures.append(
        ExploreFixture(
          name: name, kind: .orderList, json: "[\n" + lines.joined(separator: ",\n") + "\n]\n",
          ids: items.map(\.0), rank: rank))
    }
    orders("explore-orders-1.json", [("o1", "p3", "2025-12-31T10:00:00Z")], rank: 1)
    orders(
      "explore-orders-3.json",
      [
        ("o2", "p1", "2025-12-30T10:00:00Z"), ("o3", "p2", "2025-12-30T10:00:00Z"),
        ("o4", "p4", "not a date"),
      ], rank: 3)

    func seed(_ name: String, _ records: [(String, String, String, String, String)], rank: Int) {
      let lines = records.map {
        "  {\"id\": \"\($0.0)\", \"date\": \"\($0.1)\", \"height_cm\": \($0.2), \"weight_kg\": \($0.3), "
          + "\"standard\": \"\($0.4)\"}"
      }
      fixtures.append(
        ExploreFixture(
          name: name, kind: .historySeed, json: "[\n" + lines.joined(separator: ",\n") + "\n]\n",
          ids: records.map(\.0), rank: rank))
    }
    seed(
      "explore-history-2.json",
      [
        ("h1", "2025-12-30T08:00:00Z", "175", "70", "WHO"),
        ("h2", "2025-12-31T20:30:00Z", "160", "70", "Taiwan"),
      ],
      rank: 2)
    seed(
      "explore-history-3.json",
      [
        ("h1", "2025-12-30T08:00:00Z", "175", "70", "WHO"),
        ("h2", "2025-12-31T20:30:00Z", "160", "70", "Taiwan"),
        ("h3", "2025-12-31T20:30:00Z", "180", "95.5", "WHO"),
      ], rank: 3)
    return FixturePool(fixtures: fixtures)
  }()
}
