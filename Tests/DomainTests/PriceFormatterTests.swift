import Domain
import Testing

/// Prices read `$1,299.00` on every machine. The formatter is hand-written (no locale is read), so
/// pinning its output here is what keeps it locale-independent.
@Suite struct PriceFormatterTests {
  struct DollarsCase: CustomTestStringConvertible, Sendable {
    let dollars: Double
    let text: String
    var testDescription: String { "\(dollars) dollars read \(text)" }
  }

  @Test(arguments: [
    DollarsCase(dollars: 0, text: "$0.00"),
    DollarsCase(dollars: 0.5, text: "$0.50"),
    DollarsCase(dollars: 0.05, text: "$0.05"),
    DollarsCase(dollars: 1, text: "$1.00"),
    DollarsCase(dollars: 12.3, text: "$12.30"),
    DollarsCase(dollars: 999, text: "$999.00"),
    DollarsCase(dollars: 999.99, text: "$999.99"),
    DollarsCase(dollars: 999.999, text: "$1,000.00"),
    DollarsCase(dollars: 1000, text: "$1,000.00"),
    DollarsCase(dollars: 1299, text: "$1,299.00"),
    DollarsCase(dollars: 100_000, text: "$100,000.00"),
    DollarsCase(dollars: 1_234_567.891, text: "$1,234,567.89"),
    DollarsCase(dollars: 1_000_000_000, text: "$1,000,000,000.00"),
    DollarsCase(dollars: 1.005, text: "$1.01"),
    DollarsCase(dollars: 19.995, text: "$20.00"),
    DollarsCase(dollars: 0.004, text: "$0.00"),
    DollarsCase(dollars: -1299, text: "-$1,299.00"),
    DollarsCase(dollars: -0.5, text: "-$0.50"),
    DollarsCase(dollars: -1_234_567.891, text: "-$1,234,567.89"),
    DollarsCase(dollars: -0.001, text: "$0.00"),
  ])
  func formatShowsDollarSignThousandsSeparatorsAndTwoDecimals(_ testCase: DollarsCase) {
    let money = Money(dollars: testCase.dollars)
    #expect(PriceFormatter.format(money) == testCase.text)
    #expect(money.description == testCase.text)
  }

  struct CentsCase: CustomTestStringConvertible, Sendable {
    let cents: Int
    let text: String
    var testDescription: String { "\(cents) cents read \(text)" }
  }

  @Test(arguments: [
    CentsCase(cents: 1, text: "$0.01"),
    CentsCase(cents: 99, text: "$0.99"),
    CentsCase(cents: 100, text: "$1.00"),
    CentsCase(cents: 99_999, text: "$999.99"),
    CentsCase(cents: 100_000, text: "$1,000.00"),
    CentsCase(cents: 129_900, text: "$1,299.00"),
    CentsCase(cents: -1, text: "-$0.01"),
    CentsCase(cents: .max, text: "$92,233,720,368,547,758.07"),
    CentsCase(cents: .min, text: "-$92,233,720,368,547,758.08"),
  ])
  func formatIsExactForAnyAmountOfCents(_ testCase: CentsCase) {
    #expect(PriceFormatter.format(Money(cents: testCase.cents)) == testCase.text)
  }
}
