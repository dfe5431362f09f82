import Foundation

/// Turns the text of a `.scenario` file into a ``Scenario``, or into every error it holds.
///
/// The language is described in `Docs/ScenarioLanguage.md`. Parsing goes on after an error, so
/// one run reports every bad line (the first error of each line). Fixtures are read, decoded and
/// checked while parsing, so a parsed scenario never meets a bad payload during a replay.
public enum ScenarioParser {
  /// Parses one scenario from its text.
  /// - Parameters:
  ///   - source: The file's text.
  ///   - path: The file's path as diagnostics and ``Scenario/path`` should show it.
  ///   - scenariosRoot: The folder that fixture paths are relative to; nothing outside it is read.
  public static func parse(
    source: String, path: String, scenariosRoot: URL
  ) -> Result<Scenario, ScenarioDiagnostics> {
    parse(data: Data(source.utf8), path: path, scenariosRoot: scenariosRoot)
  }

  /// Parses one scenario from the bytes of its file: a leading UTF-8 byte order mark is skipped,
  /// and bytes that are not UTF-8 are one diagnostic at the first bad byte's line and column.
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The file's path as diagnostics and ``Scenario/path`` should show it.
  ///   - scenariosRoot: The folder that fixture paths are relative to; nothing outside it is read.
  ///   - fixtureFiles: The fixture files already read in this load, and where the ones this
  ///     scenario reads are kept.
  public static func parse(
    data: Data, path: String, scenariosRoot: URL, fixtureFiles: FixtureFiles = FixtureFiles()
  ) -> Result<Scenario, ScenarioDiagnostics> {
    var session = ScenarioParseSession(
      path: path, fixtures: FixtureReader(root: scenariosRoot, scenarioPath: path, files: fixtureFiles))
    session.parse(data)
    return session.result()
  }
}
