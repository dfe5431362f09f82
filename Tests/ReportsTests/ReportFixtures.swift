import CodeMetrics
import Comparison
import Mutation
import Reports
import Traces

/// A small hand-built run: three compared variants and one absent; one scenario where `viper`
/// diverges, one where `mvvmc` fails an expectation and `viper` crashes at launch.
enum ReportFixtures {
  static let variants = [
    ComparedVariant(name: "mvc", displayName: "MVC"),
    ComparedVariant(name: "mvvmc", displayName: "MVVM + Coordinator"),
    ComparedVariant(name: "viper", displayName: "VIPER"),
  ]
  static let absent = [AbsentVariant(variant: "reducer", reason: "not registered")]

  static func step(
    _ index: Int, line: Int, source: String, screen: String, navigation: [String] = [], calls: [String] = [],
    failures: [String] = []
  ) -> StepTrace {
    StepTrace(
      index: index, line: line, source: source, screen: screen, navigation: navigation, calls: calls,
      state: ["tab: products"], failures: failures)
  }

  static func favouriteTrace(_ variant: String, navigation: [String]) -> ReplayTrace {
    ReplayTrace(
      scenario: "products/favourite.scenario", scenarioName: "Favourite shows in the list", variant: variant,
      outcome: .passed,
      steps: [
        step(0, line: 4, source: "launch", screen: "products.list\n  row p1", calls: ["fetchProducts()"]),
        step(1, line: 5, source: "tap product.p1", screen: "products.detail", navigation: navigation),
      ],
      durationMicroseconds: 1_200, actionCount: 2)
  }

  /// `viper`'s outcome on `bmi/save.scenario`: it crashed while running `launch`, line 3.
  static let crashedAtLaunch = ReplayOutcome.crashed(line: 3, message: "signal 11")

  static func bmiTrace(_ variant: String, outcome: ReplayOutcome, failure: String? = nil) -> ReplayTrace {
    let steps =
      outcome == crashedAtLaunch
      ? []
      : [
        step(0, line: 3, source: "launch", screen: "bmi.form"),
        step(
          1, line: 4, source: "expect bmi.result \"22.9\"", screen: "bmi.form",
          failures: failure.map { [$0] } ?? []),
      ]
    return ReplayTrace(
      scenario: "bmi/save.scenario", scenarioName: "BMI saved", variant: variant, outcome: outcome,
      steps: steps,
      durationMicroseconds: 2_500, actionCount: 1)
  }

  static var traces: [ReplayTrace] {
    [
      favouriteTrace("viper", navigation: ["pop-to-root products"]),
      favouriteTrace("mvc", navigation: ["push products.detail"]),
      favouriteTrace("mvvmc", navigation: ["push products.detail"]),
      bmiTrace("mvc", outcome: .passed),
      bmiTrace(
        "mvvmc",
        outcome: .failedExpectations(
          line: 4, step: 1, message: "bmi/save.scenario:4:1: expected bmi.result \"22.9\", found \"23.0\""),
        failure: "bmi/save.scenario:4:1: expected bmi.result \"22.9\", found \"23.0\""),
      bmiTrace("viper", outcome: crashedAtLaunch),
    ]
  }

  static var costs: [VariantCost] {
    ["viper", "mvc", "mvvmc"].map { variant in
      VariantCost(
        variant: variant,
        sourceFiles: [
          FileCost(
            path: "Products/ProductListViewController.swift", role: .viewController, linesOfCode: 120,
            types: 1, protocols: 0),
          FileCost(path: "App/AppShell.swift", role: .app, linesOfCode: 40, types: 1, protocols: 1),
        ],
        testFiles: 1, testLines: 30, measuredReplays: 2, microsecondsPerAction: 600)
    }
  }

  static func run(traces: [ReplayTrace] = traces) -> HarnessRun {
    HarnessRun.make(
      toolVersion: "arch-harness 0.1.0", variants: variants, absent: absent, traces: traces, costs: costs)
  }
}

extension ReportFixtures {
  /// A mutation result: `mvc` with one survivor its replays reach, `viper` with one no judge reaches.
  static var testability: Testability {
    let reached = Mutant(
      id: 7, module: "MVCApp", file: "Sources/MVCApp/List.swift", line: 12, mutationOperator: .removeCall,
      original: "task?.cancel()", mutated: "")
    let unreached = Mutant(
      id: 31, module: "VIPERApp", file: "Sources/VIPERApp/Router.swift", line: 40,
      mutationOperator: .swapEquality, original: "if a == b {", mutated: "if a != b {")
    let equivalent = Mutant(
      id: 3, module: "MVCApp", file: "Sources/MVCApp/List.swift", line: 8, mutationOperator: .removeCall,
      original: "super.viewDidLoad()", mutated: "")
    return Testability(
      sample: 20,
      variants: [
        VariantTestability(
          variant: "mvc", module: "MVCApp", unitTestTarget: "MVCAppTests", generated: 120, judged: 20,
          killedByUnitTests: 15, killedByReplays: 12, killedByEither: 18, timedOut: 1, survived: 1,
          unreached: 0,
          survivors: [SurvivingMutant(mutant: reached, reachedByUnitTests: false, reachedByReplays: true)],
          equivalents: [EquivalentMutant(mutant: equivalent, rule: .emptyBaseCall)]),
        VariantTestability(
          variant: "viper", module: "VIPERApp", unitTestTarget: "VIPERAppTests", generated: 200, judged: 20,
          killedByUnitTests: 18, killedByReplays: 10, killedByEither: 19, timedOut: 0, survived: 1,
          unreached: 1,
          survivors: [SurvivingMutant(mutant: unreached, reachedByUnitTests: false, reachedByReplays: false)]),
      ])
  }
}
