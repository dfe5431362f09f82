import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// Every fuzz line of the issue-25 forms, good or bad, parses or is refused at its own line and a
/// column within it.
@Suite struct LanguageThreeFuzzLineTests {
  @Test(arguments: ScenarioFuzzer.languageThreeLines)
  func aFuzzLineParsesOrIsRefusedWhereItStands(line: String) {
    switch TestScenarios.parse("scenario: Fuzz\n\(line)\nlaunch\n") {
    case .success: break
    case .failure(let diagnostics):
      for diagnostic in diagnostics.diagnostics {
        #expect(diagnostic.location.line == 2, "\(diagnostic)")
        #expect((1...(line.count + 1)).contains(diagnostic.location.column), "\(diagnostic)")
      }
    }
  }
}
