import ScenarioLanguage

extension ScenarioCatalog {
  /// The same catalog holding only `scenarios` (a shard of it).
  public func narrowed(to scenarios: [Scenario]) -> ScenarioCatalog {
    ScenarioCatalog(root: root, scenarios: scenarios, diagnostics: diagnostics, skipped: skipped)
  }
}
