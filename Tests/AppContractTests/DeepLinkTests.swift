import AppContract
import Domain
import Testing

/// The one grammar of links, as `Docs/AppSpec.md` states it (`deeplink.grammar.*`).
@Suite struct DeepLinkTests {
  @Test(
    "each link of the table parses to its destination and tab",
    arguments: [
      ("app://products", DeepLink.products, Tab.products),
      ("app://products/p2", .product(id: "p2"), .products),
      ("app://orders", .orders, .orders),
      ("app://bmi", .bmi, .bmi),
      ("app://history", .history, .history),
      ("app://bmi?height=170&weight=70", .bmiReading(height: "170", weight: "70", standard: nil), .bmi),
    ])
  func aTableLinkParses(url: String, link: DeepLink, tab: Tab) {
    #expect(DeepLink(url: url) == link)
    #expect(DeepLink(url: url)?.tab == tab)
  }

  @Test(
    "a BMI reading link carries its fields as typed and its standard, in any order",
    arguments: [
      (
        "app://bmi?height=180,5&weight=72.",
        DeepLink.bmiReading(height: "180,5", weight: "72.", standard: nil)
      ),
      (
        "app://bmi?weight=70&standard=Taiwan&height=170",
        .bmiReading(height: "170", weight: "70", standard: .taiwan)
      ),
      ("app://bmi?height=30&weight=.&standard=WHO", .bmiReading(height: "30", weight: ".", standard: .who)),
    ])
  func aBMIReadingLinkCarriesItsValuesAsTyped(url: String, link: DeepLink) {
    #expect(DeepLink(url: url) == link)
  }

  @Test(
    "a BMI reading link with a missing, repeated, unknown, empty or misspelled parameter is refused",
    arguments: [
      "app://bmi?", "app://bmi?height=170", "app://bmi?weight=70", "app://bmi?height=170&weight=70&",
      "app://bmi?height=170&height=171&weight=70", "app://bmi?height=170&weight=70&age=40",
      "app://bmi?height=&weight=70", "app://bmi?height=170&weight",
      "app://bmi?height=170&weight=70&standard=who",
      "app://bmi?height=170&weight=70&standard=", "app://bmi?height=1%2070&weight=70",
      "app://bmi?height=-170&weight=70",
      "app://bmi?height=170&weight=70kg", "app://bmi?height=170&weight=7=0",
      "app://bmi?height=170&weight=70#top",
      "app://bmi/?height=170&weight=70", "app://BMI?height=170&weight=70", "app://bmi?Height=170&weight=70",
    ])
  func aMalformedBMIReadingLinkIsRefused(url: String) {
    #expect(DeepLink(url: url) == nil)
  }

  @Test(
    "a query on any other link, another scheme, an extra segment or a bad product id is refused",
    arguments: [
      "app://products?height=170&weight=70", "app://history?x=1", "http://bmi", "app://products/",
      "app://orders/1", "app://products/p 2", "app://products/p2#x", "app://Products",
    ])
  func anyOtherMalformedLinkIsRefused(url: String) {
    #expect(DeepLink(url: url) == nil)
  }
}
