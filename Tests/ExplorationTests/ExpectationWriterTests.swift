import Exploration
import ScenarioLanguage
import Testing
import Traces

@Suite struct ExpectationWriterTests {
  static let majorityScreen = """
    tab-bar: [products] orders bmi history
    stack: products.list > products.detail
    button nav.back "Back"
    screen products.detail "Mechanical Keyboard"
      label detail.name "Mechanical Keyboard"
      button detail.favorite "♡" disabled
      button detail.buy "Buy"
    """
  static let oddScreen = """
    tab-bar: [products] orders bmi history
    stack: products.list > products.detail
    button nav.back "Back"
    screen products.detail "Mechanical Keyboard"
      label detail.error "Could not update \\"favourite\\""
      label detail.name "Mechanical Keyboard"
      button detail.favorite "♥"
    """

  static func traces() -> [ReplayTrace] {
    let flowSteps = ["launch", "tap product.p2", "tap detail.favorite"]
    func trace(_ variant: String, odd: Bool) -> ReplayTrace {
      let steps = flowSteps.enumerated().map { index, source in
        StepTrace(
          index: index, line: index + 4, source: source,
          screen: index == 2 ? (odd ? oddScreen : majorityScreen) : "screen products.list \"Products\"",
          navigation: index == 2 && odd ? ["deeplink.rejected app://x#y"] : [],
          calls: index == 2 ? (odd ? [] : ["setFavorite(p2, on)", "cancelled fetchProduct(p2)"]) : [],
          state: [])
      }
      return ReplayTrace(scenario: "f", scenarioName: "f", variant: variant, outcome: .passed, steps: steps)
    }
    return [trace("mvc", odd: false), trace("mvvmc", odd: false), trace("odd", odd: true)]
  }

  @Test func theMajorityAtTheDivergentStepBecomesAssertionsBelowIt() throws {
    let annotation = try #require(ExpectationWriter.annotation(for: Self.traces(), detail: .elements))
    #expect(annotation.afterStep == 2)
    #expect(
      annotation.lines == [
        "expect-calls setFavorite(p2, on), cancelled fetchProduct(p2)",
        "expect-no-navigation",
        "expect-tab products",
        "expect-screen products.detail",
        "expect detail.favorite \"♡\" disabled",
        "expect detail.buy",
        "expect-missing detail.error",
      ])
  }

  @Test func theBasicDetailLeavesOutElements() throws {
    let annotation = try #require(ExpectationWriter.annotation(for: Self.traces(), detail: .basic))
    #expect(
      annotation.lines == [
        "expect-calls setFavorite(p2, on), cancelled fetchProduct(p2)",
        "expect-no-navigation",
        "expect-tab products",
        "expect-screen products.detail",
      ])
  }

  @Test func writtenAssertionsParse() throws {
    let annotation = try #require(ExpectationWriter.annotation(for: Self.traces(), detail: .elements))
    let flow = Flow(
      rules: [ServiceRule(.api(.fetchProducts), .empty)],
      steps: [.launch, .tap("product.p2"), .tap("detail.favorite")])
    let text = flow.scenarioText(title: "t", tags: ["explored"], annotations: [annotation])
    let scenario = try #require(PoolFolder.parse(text))
    #expect(scenario.steps.count == 3 + annotation.lines.count)
  }

  @Test func noMajorityMeansNoAssertions() {
    var traces = Self.traces()
    traces.removeFirst()
    #expect(ExpectationWriter.annotation(for: traces, detail: .elements) == nil)
  }

  @Test func textsThatNeedEscapingAreQuoted() {
    #expect(FlowStep.type("bmi.height", "a\"b\\c").line == #"type bmi.height "a\"b\\c""#)
    #expect(FlowStep.open("app://products/p1").line == #"open "app://products/p1""#)
    #expect(
      ServiceRule(
        .api(.setFavorite, productID: "p2", on: true), .server(500), latency: 100, frequency: .onCall(2)
      )
      .line == "api setFavorite p2 on -> fail server 500 after 100ms on call 2")
    #expect(ServiceRule(.store(.delete), .storeFailure, frequency: .once).line == "store delete -> fail once")
  }
}
