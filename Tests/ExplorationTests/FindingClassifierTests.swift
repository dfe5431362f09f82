import Exploration
import Testing
import Traces

@Suite struct FindingClassifierTests {
  static func step(
    _ index: Int, screen: String = "screen products.list \"Products\"", calls: [String] = []
  )
    -> StepTrace
  {
    StepTrace(
      index: index, line: index + 3, source: "wait 10ms", screen: screen, navigation: [], calls: calls,
      state: [])
  }

  static func trace(
    _ variant: String, outcome: ReplayOutcome = .passed, steps: [StepTrace]? = nil, leaks: [String] = []
  ) -> ReplayTrace {
    ReplayTrace(
      scenario: "b1/f1.scenario", scenarioName: "flow", variant: variant, outcome: outcome,
      steps: steps ?? (0..<3).map { step($0) }, leaks: leaks)
  }

  static let variants = ["mvc", "mvvmc", "viper", "reducer"]

  @Test func variantsThatAgreeAndPassShowNothing() {
    #expect(FindingClassifier.classify(Self.variants.map { Self.trace($0) }) == nil)
  }

  @Test func aStepNoVariantCouldPerformIsNoFinding() {
    let failed = ReplayOutcome.stepFailed(line: 5, message: "no element `detail.buy`")
    let traces = Self.variants.map { Self.trace($0, outcome: failed) }
    #expect(FindingClassifier.classify(traces) == nil)
    #expect(FindingClassifier.endedAtImpossibleStep(traces))
  }

  @Test func aDivergenceIsNamedByItsOddOneOut() {
    var traces = Self.variants.map { Self.trace($0) }
    traces[2].steps[1].calls = ["fetchProducts"]
    #expect(FindingClassifier.classify(traces) == FindingSignature(kind: "diverges", variants: ["viper"]))
  }

  @Test func aTwoAgainstTwoDivergenceHasNoMajority() {
    var traces = Self.variants.map { Self.trace($0) }
    traces[1].steps[1].calls = ["fetchProducts"]
    traces[3].steps[1].calls = ["fetchProducts"]
    let signature = FindingClassifier.classify(traces)
    #expect(signature?.kind == "diverges")
    #expect(signature?.hasNoMajority == true)
    #expect(signature?.variants == ["mvc+viper", "mvvmc+reducer"])
    #expect(signature?.fileStem == "diverges-no-majority-mvc-viper-mvvmc-reducer")
  }

  @Test func aCrashIsReportedAsACrashNotAsTheDivergenceItCauses() {
    var traces = Self.variants.map { Self.trace($0) }
    traces[0] = Self.trace("mvc", outcome: .crashed(line: 4, message: "boom"), steps: [Self.step(0)])
    #expect(FindingClassifier.classify(traces) == FindingSignature(kind: "crashed", variants: ["mvc"]))
  }

  @Test func brokenInvariantsAreFindingsEvenWhenEveryVariantAgrees() {
    let settle = ReplayOutcome.didNotSettle(line: 4, message: "did not settle")
    #expect(
      FindingClassifier.classify(Self.variants.map { Self.trace($0, outcome: settle) })
        == FindingSignature(kind: "no-settle", variants: Self.variants))
    let unscripted = ReplayOutcome.unscriptedCall(line: 4, message: "unscripted call `fetchOrders`")
    #expect(
      FindingClassifier.classify(Self.variants.map { Self.trace($0, outcome: unscripted) })?.kind
        == "unscripted-call")
  }

  @Test func aLeakIsAFindingOfTheVariantsThatLeak() {
    var traces = Self.variants.map { Self.trace($0) }
    traces[3] = Self.trace("reducer", outcome: .leaked, leaks: ["products.detail"])
    #expect(FindingClassifier.classify(traces) == FindingSignature(kind: "leaks", variants: ["reducer"]))
  }

  @Test func signaturesReadAsSentencesAndFileNames() {
    let signature = FindingSignature(kind: "diverges", variants: ["save-blocks-links"])
    #expect(signature.description == "diverges, odd one out: save-blocks-links")
    #expect(signature.fileStem == "diverges-save-blocks-links")
    #expect(
      FindingSignature(kind: "crashed", variants: ["mvc", "viper"]).description == "crashed: mvc, viper")
  }
}
