import Domain
import Foundation
import Testing

/// The Orders list shows the newest order first; orders of the same instant keep the API's order.
@Suite struct OrderTests {
  static func makeOrder(_ id: String, at minutes: Double) -> Order {
    Order(
      id: id, productID: "p1", title: "Laptop", total: Money(cents: 100),
      createdAt: Date(timeIntervalSince1970: 1_767_258_000 + minutes * 60))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// Ids and minutes after 2026-01-01 09:00 UTC, in API order.
    let orders: [(String, Double)]
    let newestFirst: [String]
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "no orders", orders: [], newestFirst: []),
    Case(name: "one order", orders: [("o1", 0)], newestFirst: ["o1"]),
    Case(name: "oldest first", orders: [("o1", 0), ("o2", 1), ("o3", 2)], newestFirst: ["o3", "o2", "o1"]),
    Case(
      name: "already newest first", orders: [("o3", 2), ("o2", 1), ("o1", 0)],
      newestFirst: ["o3", "o2", "o1"]),
    Case(
      name: "mixed", orders: [("a", 5), ("b", -60), ("c", 90), ("d", 0)], newestFirst: ["c", "a", "d", "b"]),
    Case(name: "ties keep API order", orders: [("b", 0), ("a", 0), ("c", 0)], newestFirst: ["b", "a", "c"]),
    Case(
      name: "ties between others keep API order",
      orders: [("z", 0), ("new", 10), ("y", 0), ("old", -10), ("x", 0)],
      newestFirst: ["new", "z", "y", "x", "old"]),
  ])
  func sortedNewestFirstIsStable(_ testCase: Case) {
    let orders = testCase.orders.map { Self.makeOrder($0.0, at: $0.1) }
    #expect(orders.sortedNewestFirst().map(\.id) == testCase.newestFirst)
  }
}
