import Testing

@testable import ScenarioLanguage

@Suite struct BehaviourCatalogTests {
  static let markdown = """
    # Spec
    - `shell.launch.four-tabs` — After launch the tab bar shows four tabs.
    - `products.favourite.pending-ignores-taps` — Taps while pending are ignored.
    - `Not.An-Id` — Upper case is not an id.
    - `single` — One segment is not an id.
    * `bmi.other-bullet` — Another bullet is not a declaration.
    - `history.save.reloads` - a hyphen instead of the dash is not a declaration.
    - `shell.launch.four-tabs` — A repeated id counts once.
    Prose mentioning `requests.mutations-run-to-end` is not a declaration.
    """

  @Test func onlyDeclarationLinesDeclareIds() {
    #expect(
      BehaviourCatalog(markdown: Self.markdown).ids == [
        "shell.launch.four-tabs", "products.favourite.pending-ignores-taps",
      ])
  }

  @Test func referencesToUnknownIdsAreFoundWithASuggestion() throws {
    let catalog = BehaviourCatalog(markdown: Self.markdown)
    let location = ScenarioLocation(file: "t.scenario", line: 2, column: 9)
    let scenario = Scenario(
      name: "x", path: "t.scenario",
      covers: [
        BehaviourReference(id: "shell.launch.four-tab", location: location),
        BehaviourReference(id: "shell.launch.four-tabs", location: location),
      ])
    #expect(catalog.unknownReferences(in: [scenario]).map(\.id) == ["shell.launch.four-tab"])
    #expect(catalog.suggestion(for: "shell.launch.four-tab") == "shell.launch.four-tabs")
  }

  @Test(arguments: [
    ("a.b", true), ("checkout.success.order-of-events", true), ("a1.b-2.c3", true), ("a", false),
    ("a..b", false), ("A.b", false), ("a.b-", false), ("a.-b", false), ("a.b_c", false), ("a.é", false),
  ])
  func idsAreLowerCaseWordsJoinedByDots(id: String, isValid: Bool) {
    #expect(BehaviourID.isValid(id) == isValid)
  }
}
