import Foundation
import Testing

@testable import Terminal

/// Paths on the terminal are the ones an editor or a shell in the current folder opens.
@Suite struct DisplayPathTests {
  static func folder(_ path: String) -> URL { URL(fileURLWithPath: path, isDirectory: true) }

  @Test(arguments: [
    ("/work/pkg/reports/summary.md", "/work/pkg", "reports/summary.md"),
    ("/work/pkg/Scenarios", "/work/pkg/Sources/Domain", "../../Scenarios"),
    ("/work/pkg", "/work/pkg", "."),
    ("/work/other/Scenarios", "/work/pkg", "../other/Scenarios"),
    ("/tmp/x/Scenarios", "/work/pkg", "/tmp/x/Scenarios"),
    ("/work/pkg/./a/../Scenarios", "/work/pkg/", "Scenarios"),
  ])
  func aPathIsShownFromTheCurrentFolderOrAbsoluteWhenTheyShareOnlyTheRoot(
    path: String, current: String, shown: String
  ) {
    #expect(DisplayPath.of(URL(fileURLWithPath: path), from: Self.folder(current)) == shown)
  }

  @Test(arguments: [
    ("/work/pkg", "Scenarios/bmi/x.scenario:4:1: error: expected `a`"),
    ("/work/pkg/Sources/Domain", "../../Scenarios/bmi/x.scenario:4:1: error: expected `a`"),
    ("/tmp", "/work/pkg/Scenarios/bmi/x.scenario:4:1: error: expected `a`"),
  ])
  func aLocatedMessageGetsTheScenariosFolderAsSeenFromTheCurrentOne(current: String, shown: String) {
    let message = "Scenarios/bmi/x.scenario:4:1: error: expected `a`"
    let root = Self.folder("/work/pkg/Scenarios")
    #expect(DisplayPath.located(message, scenariosRoot: root, from: Self.folder(current)) == shown)
  }

  @Test(arguments: ["note: Scenarios/x", "Scenariosx/y.scenario:1:1: error: e", "line 4: fetchProduct(p9)"])
  func otherTextsAreLeftAsTheyAre(text: String) {
    let root = Self.folder("/work/pkg/Scenarios")
    #expect(DisplayPath.located(text, scenariosRoot: root, from: Self.folder("/tmp")) == text)
  }
}
