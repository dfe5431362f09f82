import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// The products of the list's state keep their ids and find a product's row at once.
struct IdentifiedArrayTests {
  let phone = Fixtures.phone
  let phoneCase = Fixtures.phoneCase

  @Test("the ids follow the elements, and each id is found at its position")
  func idsAndPositionsFollowTheElements() {
    let products = IdentifiedArray([phone, phoneCase])
    #expect(products.ids == ["p1", "p2"])
    #expect(products.index(id: "p2") == 1)
    #expect(products.index(id: "p9") == nil)
    #expect(products.map(\.name) == ["Phone", "Case"])
  }

  @Test("a product listed twice is found at its first position")
  func aRepeatedIdIsFoundFirst() {
    let products: IdentifiedArray = [phoneCase, phone, phoneCase]
    #expect(products.index(id: "p2") == 0)
    #expect(products.count == 3)
  }

  @Test("arrays are equal when their elements are")
  func equalityIsByElements() {
    #expect(IdentifiedArray([phone, phoneCase]) == [phone, phoneCase])
    #expect(IdentifiedArray([phone, phoneCase]) != [phoneCase, phone])
  }
}
