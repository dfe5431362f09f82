import Foundation
import Reports
import Testing

/// `arch-harness verify --variant NAME`: one variant replayed and compared with the other
/// variants' traces of the last run in the reports folder. The tests use the build as it is
/// (`--skip-build`: a build inside `swift test` would wait for the test's own build lock).
@Suite(.needsReplayRuntime) struct VerifyCommandTests {
  /// A scenario with no expectation: the planted variant passes it but refuses the link.
  static let tabLink = """
    scenario: A link to the BMI tab
    tags: navigation

    api fetchProducts -> empty once

    launch
    open "app://bmi"

    """

  /// A scratch package with the tab-link scenario and a corpus scenario, and (when `withRun`)
  /// the reports of a run of `mvc` and `mvvmc` on them.
  static func scratch(withRun: Bool = true) throws -> ScratchScenarios {
    let scratch = try ScratchScenarios(
      copying: ["bmi/empty-form.scenario"], writing: ["navigation/tab-link.scenario": tabLink])
    if withRun {
      let run = try CommandLineRun.run(
        ["run", "--quiet", "--variant", "mvc,mvvmc", "--format", "json", "--jobs", "1"], in: scratch.base,
        timeout: .seconds(120), binary: "arch-harness-testbed")
      #expect(run.status == 0, "\(run.output)\(run.errors)")
    }
    return scratch
  }

  static func verify(_ variant: String, in scratch: ScratchScenarios) throws -> CommandLineRun {
    try CommandLineRun.run(
      ["verify", "--variant", variant, "--skip-build", "--jobs", "1"], in: scratch.base,
      timeout: .seconds(120),
      binary: "arch-harness-testbed")
  }

  @Test func aCleanVerifyRunsTheUnitTestsAndAgreesWithTheLastRunOnEveryScenario() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let result = try Self.verify("mvc", in: scratch)
    #expect(result.status == 0, "\(result.errors)")
    // The unit tests' count and time are MVCAppTests' own.
    let output = result.output.replacing(
      /with [0-9]+ tests in [0-9]+ suites passed after [0-9.]+ seconds/,
      with: "with … tests in … suites passed after … seconds")
    #expect(
      output == """
        Unit tests of mvc (MVCAppTests): passed — Test run with … tests in … suites passed after … seconds.
        Replaying 2 scenarios on mvc
        [1/2] mvc Scenarios/bmi/empty-form.scenario: pass
        [2/2] mvc Scenarios/navigation/tab-link.scenario: pass
        Compared with the last run in reports/results.json (mvvmc)
        2 scenarios on mvc: 2 agree with the last run, 0 diverge, 0 fail, 0 against their own expectations only: clean

        """)
  }

  @Test func aPlantedDivergenceIsReportedAtItsStepAgainstTheOthersWithTheLinesThatDiffer() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    let result = try Self.verify("planted", in: scratch)
    #expect(result.status == 1)
    #expect(
      result.output == """
        Unit tests of planted: none (the package has no Tests/TestVariantsTests)
        Replaying 2 scenarios on planted
        [1/2] planted Scenarios/bmi/empty-form.scenario: pass
        [2/2] planted Scenarios/navigation/tab-link.scenario: pass
        Compared with the last run in reports/results.json (mvc, mvvmc)
        ✘ Scenarios/navigation/tab-link.scenario — A link to the BMI tab
            planted diverges
            `planted` is the odd one out at line 7 (`open "app://bmi"`)
            `planted` against `mvc`, screen:
              - tab-bar: products orders [bmi] history
              - stack: bmi.form
              - screen bmi.form "BMI"
              -   field bmi.height "" placeholder: Height (cm)
              -   field bmi.weight "" placeholder: Weight (kg)
              -   choice bmi.standard "WHO" options: WHO|Taiwan
              -   label bmi.prompt "Enter height and weight"
              -   button bmi.save "Save" disabled
              + tab-bar: [products] orders bmi history
              + stack: products.list
              + screen products.list "Products"
              +   label products.empty "No products"
              +   button products.refresh "Refresh"
            `planted` against `mvc`, navigation:
              - deeplink.open app://bmi
              - select-tab bmi
              + deeplink.rejected app://bmi
        2 scenarios on planted: 1 agrees with the last run, 1 diverges, 0 fail, 0 against their own expectations only: not clean

        """)
  }

  @Test func withoutALastRunEachScenarioIsCheckedAgainstItsOwnExpectationsOnly() throws {
    let scratch = try Self.scratch(withRun: false)
    defer { scratch.remove() }
    let result = try Self.verify("planted", in: scratch)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(2) == [
        "note: there is no last run to compare with: reports/results.json does not exist (`arch-harness` "
          + "writes it); planted is checked against the scenarios' own expectations only",
        "2 scenarios on planted: 0 agree with the last run, 0 diverge, 0 fail, 2 against their own "
          + "expectations only: clean",
      ])
  }

  @Test func aLastRunOfTheVerifiedVariantAloneIsNotComparedWith() throws {
    let scratch = try Self.scratch(withRun: false)
    defer { scratch.remove() }
    let run = try CommandLineRun.run(
      ["run", "--quiet", "--variant", "planted", "--format", "json", "--jobs", "1"], in: scratch.base,
      timeout: .seconds(120), binary: "arch-harness-testbed")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    let result = try Self.verify("planted", in: scratch)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "note: the last run cannot be compared with: reports/results.json holds no variant but planted; "
          + "planted is checked against the scenarios' own expectations only\n"))
  }

  @Test func aLastRunOfAnotherSchemaIsNotComparedWith() throws {
    let scratch = try Self.scratch(withRun: false)
    defer { scratch.remove() }
    let reports = scratch.base.appendingPathComponent("reports", isDirectory: true)
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try Data(#"{"schemaVersion": 7, "toolVersion": "0.1.0"}"#.utf8).write(
      to: reports.appendingPathComponent("results.json"))
    let result = try Self.verify("planted", in: scratch)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "note: the last run cannot be compared with: reports/results.json has schema version 7, and this "
          + "tool reads version \(HarnessRun.currentSchemaVersion); planted is checked against the scenarios' "
          + "own expectations only\n"))
  }

  @Test func aScenarioWhoseStepsChangedSinceTheLastRunIsNotComparedWithIt() throws {
    let scratch = try Self.scratch()
    defer { scratch.remove() }
    try scratch.write(Self.tabLink + "select-tab products\n", to: "navigation/tab-link.scenario")
    let result = try Self.verify("planted", in: scratch)
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").suffix(2).map(String.init) == [
        "note: changed since the last run, checked against their own expectations only: "
          + "Scenarios/navigation/tab-link.scenario",
        "2 scenarios on planted: 1 agrees with the last run, 0 diverge, 0 fail, 1 against their own "
          + "expectations only: clean",
      ])
  }

  @Test(
    arguments: [
      ([], "error: verify needs the variant to verify: --variant NAME"),
      (["--variant", "mvc,mvp"], "error: verify takes one variant, not 2 ('mvc,mvp')"),
    ] as [([String], String)])
  func verifyTakesExactlyOneVariant(arguments: [String], message: String) throws {
    let result = try CommandLineRun.run(["verify", "--skip-build"] + arguments)
    #expect(result.status == 2)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
    #expect(result.output.isEmpty)
  }
}
