import ChangeCost
import Foundation
import Testing

/// A variant's part of a change counts only when it applies, builds, passes its unit tests and
/// the acceptance scenarios, regresses nothing and agrees with the others that have the change.
@Suite struct ChangeCostEngineTests {
  typealias Fixture = ChangeFixture

  @Test func partsThatApplyBuildAndPassAreMeasuredAndAMissingPatchIsNotWritten() throws {
    let workbench = FakeWorkbench()
    let outcome = try Fixture([
      "shared.patch": Fixture.shared, "mvc.patch": Fixture.mvc, "mvp.patch": Fixture.mvp,
    ])
    .measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.passed, .passed, .notWritten])
    #expect(outcome.shared.linesAdded == 1)
    #expect(outcome.variants[0].figures?.linesChanged == 2)
    #expect(outcome.variants[0].figures?.roles == [RoleChange(role: .viewController, linesChanged: 2)])
    #expect(outcome.variants[1].figures?.linesChanged == 0)
    #expect(outcome.variants[1].figures?.testLinesChanged == 2)
    #expect(workbench.prepared.count == 1)
    #expect(
      workbench.prepared[0].keys.sorted() == [
        "Sources/Domain/Standard.swift", "Sources/MVCApp/FormViewController.swift",
        "Tests/MVPAppTests/FormPresenterTests.swift",
      ])
    #expect(workbench.testedTargets == [["MVCAppTests"], ["MVPAppTests"]])
    #expect(workbench.replayedVariants == [["mvc", "mvp"]])
  }

  @Test func anEmptyPatchNeedsNoUnitTestsAndStillJoinsTheReplays() throws {
    let workbench = FakeWorkbench()
    let outcome = try Fixture(["shared.patch": Fixture.shared, "mvc.patch": "", "viper.patch": ""])
      .measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.passed, .notWritten, .passed])
    #expect(outcome.variants[0].figures == ChangeFigures())
    #expect(workbench.testedTargets.isEmpty)
    #expect(workbench.replayedVariants == [["mvc", "viper"]])
  }

  @Test func aPatchThatDoesNotApplyOrStraysOutsideItsModuleIsRefusedByName() throws {
    let stray = Fixture.shared.replacingOccurrences(of: "+  case asia", with: "+  case europe")
    let misfit = Fixture.mvc.replacingOccurrences(of: "-  let options = 1", with: "-  let options = 9")
    let outcome = try Fixture(["shared.patch": Fixture.shared, "mvc.patch": misfit, "mvp.patch": stray])
      .measure(with: FakeWorkbench())
    #expect(outcome.variants.map(\.verdict) == [.doesNotApply, .doesNotApply, .notWritten])
    #expect(
      outcome.variants[0].detail
        == "ChangeRequests/01-a/mvc.patch:3:1: error: hunk 1 of 'Sources/MVCApp/FormViewController.swift' does not apply: the lines it changes were not found near line 1 (its first line: 'final class FormViewController {')"
    )
    #expect(
      outcome.variants[1].detail
        == "ChangeRequests/01-a/mvp.patch:3:1: error: hunk 1 of 'Sources/Domain/Standard.swift' does not apply: the lines it changes were not found near line 1 (its first line: 'enum Standard {')"
    )
  }

  @Test func aVariantPatchThatChangesSharedCodeIsRefused() throws {
    let outcome = try Fixture(["mvc.patch": Fixture.shared]).measure(with: FakeWorkbench())
    #expect(outcome.variants[0].verdict == .doesNotApply)
    #expect(
      outcome.variants[0].detail
        == "ChangeRequests/01-a/mvc.patch: error: the patch changes 'Sources/Domain/Standard.swift', but it is not mvc's: shared changes go in shared.patch"
    )
  }

  @Test func aSharedPatchThatDoesNotApplyFailsEveryPart() throws {
    let broken = Fixture.shared.replacingOccurrences(of: "   case who", with: "   case none")
    let workbench = FakeWorkbench()
    let outcome = try Fixture(["shared.patch": broken, "mvc.patch": Fixture.mvc]).measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.doesNotApply, .doesNotApply, .doesNotApply])
    #expect(workbench.builds == 0)
  }

  @Test func aBuildProblemInOneVariantFailsThatPartAndTheOthersAreBuiltAgainWithoutIt() throws {
    let workbench = FakeWorkbench()
    workbench.buildProblems = [
      [
        BuildProblem(
          path: "Sources/MVCApp/FormViewController.swift", text: "FormViewController.swift:2:7: error: x")
      ]
    ]
    let outcome = try Fixture(["mvc.patch": Fixture.mvc, "mvp.patch": Fixture.mvp]).measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.buildFailed, .passed, .notWritten])
    #expect(outcome.variants[0].detail == "does not build: FormViewController.swift:2:7: error: x")
    #expect(workbench.builds == 2)
    #expect(workbench.leftOut == [[], []])
    #expect(
      workbench.prepared[1]["Sources/MVCApp/FormViewController.swift"]
        == .some(Fixture.package["Sources/MVCApp/FormViewController.swift"]))
  }

  @Test func atBuildDepthPartsAreOnlyBuiltAndAFailedPartsModuleIsLeftOutOfTheSecondBuild() throws {
    let workbench = FakeWorkbench()
    workbench.buildProblems = [
      [
        BuildProblem(
          path: "Sources/MVCApp/FormViewController.swift", text: "FormViewController.swift:2:7: error: x")
      ]
    ]
    workbench.failingTests = ["MVPAppTests": "✘ a test fails"]
    let outcome = try Fixture([
      "shared.patch": Fixture.shared, "mvc.patch": Fixture.mvc, "mvp.patch": Fixture.mvp,
    ])
    .measure(with: workbench, depth: .build)
    #expect(outcome.variants.map(\.verdict) == [.buildFailed, .passed, .notWritten])
    #expect(outcome.variants[0].detail == "does not build: FormViewController.swift:2:7: error: x")
    #expect(workbench.builds == 2)
    #expect(workbench.leftOut == [[], ["MVCApp"]])
    #expect(workbench.testedTargets.isEmpty)
    #expect(workbench.replayedVariants.isEmpty)
  }

  @Test func partsThatCannotBeBuiltWithoutAFailedOneAreSaidNotJudged() throws {
    let workbench = FakeWorkbench()
    let mvcFile = "Sources/MVCApp/FormViewController.swift"
    workbench.buildProblems = [
      [BuildProblem(path: mvcFile, text: "FormViewController.swift:2:7: error: x")],
      [BuildProblem(path: mvcFile, text: "FormViewController.swift:1:1: error: switch must be exhaustive")],
    ]
    let outcome = try Fixture([
      "shared.patch": Fixture.shared, "mvc.patch": Fixture.mvc, "mvp.patch": Fixture.mvp,
    ])
    .measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.buildFailed, .buildFailed, .notWritten])
    #expect(outcome.variants[0].detail == "does not build: FormViewController.swift:2:7: error: x")
    #expect(
      outcome.variants[1].detail
        == "not judged: the package does not build without mvc's part, which the shared patch needs: "
        + "FormViewController.swift:1:1: error: switch must be exhaustive")
    #expect(workbench.testedTargets.isEmpty)
  }

  @Test func aBuildProblemNoPartCanBeBlamedForFailsEveryPart() throws {
    let workbench = FakeWorkbench()
    workbench.buildProblems = [
      [BuildProblem(path: "Sources/VIPERApp/X.swift", text: "X.swift:1:1: error: y")]
    ]
    let outcome = try Fixture(["shared.patch": Fixture.shared, "mvc.patch": Fixture.mvc]).measure(
      with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.buildFailed, .notWritten, .notWritten])
    #expect(
      outcome.variants[0].detail
        == "the patched package does not build (in viper's module): X.swift:1:1: error: y")
    #expect(workbench.testedTargets.isEmpty)
  }

  @Test func unitTestsAcceptanceRegressionsAndDisagreementsEachFailTheirPart() throws {
    let workbench = FakeWorkbench()
    workbench.failingTests = ["MVCAppTests": "1 test failed"]
    workbench.verdicts = { _ in
      ReplayVerdicts(scenarios: [
        .init(path: "Scenarios/bmi/a.scenario", isAcceptance: false, oddOnesOut: ["viper"]),
        .init(
          path: "ChangeRequests/01-a/Scenarios/b.scenario", isAcceptance: true,
          failures: ["mvp": "fails at line 3"]),
      ])
    }
    let outcome = try Fixture(["mvc.patch": Fixture.mvc, "mvp.patch": Fixture.mvp, "viper.patch": ""])
      .measure(with: workbench)
    #expect(outcome.variants.map(\.verdict) == [.unitTestsFailed, .acceptanceFailed, .disagrees])
    #expect(
      outcome.variants.map(\.detail) == [
        "unit tests fail: 1 test failed",
        "ChangeRequests/01-a/Scenarios/b.scenario: fails at line 3",
        "Scenarios/bmi/a.scenario: its trace differs from the others'",
      ])
    #expect(workbench.replayedVariants == [["mvp", "viper"]])
    #expect(!outcome.allPassed)
  }
}
