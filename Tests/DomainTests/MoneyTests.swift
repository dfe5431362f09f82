import Domain
import Testing

/// Money holds whole cents: dollars from the API are rounded once, half away from zero.
@Suite struct MoneyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let dollars: Double
    let cents: Int
    var testDescription: String { "\(dollars) dollars are \(cents) cents" }
  }

  @Test(arguments: [
    Case(dollars: 0, cents: 0),
    Case(dollars: 1299, cents: 129_900),
    Case(dollars: 0.1 + 0.2, cents: 30),
    Case(dollars: 0.004, cents: 0),
    Case(dollars: 0.005, cents: 1),
    Case(dollars: -0.005, cents: -1),
    Case(dollars: 1.005, cents: 101),
    Case(dollars: 2.675, cents: 268),
    Case(dollars: 999.999, cents: 100_000),
    Case(dollars: 1_234_567.891, cents: 123_456_789),
  ])
  func dollarsRoundHalfAwayFromZeroToWholeCents(_ testCase: Case) {
    #expect(Money(dollars: testCase.dollars).cents == testCase.cents)
  }

  @Test(arguments: [
    Case(dollars: 1e300, cents: .max),
    Case(dollars: .infinity, cents: .max),
    Case(dollars: -1e300, cents: .min),
    Case(dollars: -.infinity, cents: .min),
    Case(dollars: .nan, cents: 0),
  ])
  func amountsBeyondRangeSaturateInsteadOfTrapping(_ testCase: Case) {
    #expect(Money(dollars: testCase.dollars).cents == testCase.cents)
  }

  @Test func moneyOrdersByAmount() {
    let amounts = [Money(cents: 500), Money(cents: -1), Money(dollars: 0.02)]
    #expect(amounts.sorted() == [Money(cents: -1), Money(cents: 2), Money(cents: 500)])
    #expect(Money(dollars: 12.34) == Money(cents: 1234))
  }
}
