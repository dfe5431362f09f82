import Foundation

/// The `known-deviations` file of a scenarios folder: scenario × variant pairs whose failure or
/// divergence is known, each with its reason, one per line:
///
/// ```
/// # scenario (inside the scenarios folder)   variant: reason
/// products/favourite-from-list.scenario viper: the presenter shows ♥ before the answer (#42)
/// ```
///
/// Words are separated by spaces or tabs; a line whose first word starts with `#` is a comment
/// (a `#` in a reason is part of it); blank lines are ignored. A line that is not
/// `<scenario> <variant>: <reason>` gets a located error saying what it lacks. Names are checked against the scenarios and the
/// variants by ``validate(scenarioPaths:variants:)``, with located errors.
public struct KnownDeviationsFile: Sendable {
  /// One line of the file.
  public struct Entry: Equatable, Sendable {
    /// The scenario's path inside the scenarios folder, as written (`products/x.scenario`).
    public let scenario: String
    public let variant: String
    public let reason: String
    public let location: ScenarioLocation
    /// The column of the variant's name on its line.
    public let variantColumn: Int
  }

  /// The file's name inside the scenarios folder.
  public static let fileName = "known-deviations"

  public let entries: [Entry]

  /// The file at `root/known-deviations` (nil when there is none), or its errors. The file is
  /// confined like a scenario file: it may be a symbolic link only to a file inside the scenarios
  /// folder, and must be a regular file (a folder, a FIFO or a device is an error, never read).
  /// Messages name it `<root's name>/known-deviations`.
  public static func load(root: URL) -> Result<KnownDeviationsFile, ScenarioDiagnostics>? {
    let url = root.standardizedFileURL.appendingPathComponent(fileName, isDirectory: false)
    guard FileConfinement.ownType(of: url) != nil else { return nil }
    let path = "\(root.standardizedFileURL.lastPathComponent)/\(fileName)"
    func fail(_ problem: ScenarioDiagnostic.Problem) -> Result<KnownDeviationsFile, ScenarioDiagnostics> {
      .failure(
        ScenarioDiagnostics([
          ScenarioDiagnostic(location: ScenarioLocation(file: path, line: 1, column: 1), problem: problem)
        ]))
    }
    guard let resolved = FileConfinement.realPath(of: url) else {
      return fail(.unreadableScenario(path, reason: "a symbolic link to nothing"))
    }
    let resolvedRoot =
      FileConfinement.realPath(of: root).map { URL(fileURLWithPath: $0) } ?? root.standardizedFileURL
    guard FileConfinement.isInside(URL(fileURLWithPath: resolved), resolvedRoot) else {
      return fail(.fileOutsideRoot(path))
    }
    guard FileConfinement.isRegularFile(atResolvedPath: resolved) else {
      return fail(.unreadableScenario(path, reason: "not a regular file"))
    }
    guard let data = FileManager.default.contents(atPath: resolved) else {
      return fail(.unreadableScenario(path, reason: nil))
    }
    return parse(data: data, path: path)
  }

  /// The entries of `text`, or every bad line's diagnostic.
  public static func parse(_ text: String, path: String) -> Result<KnownDeviationsFile, ScenarioDiagnostics> {
    parse(data: Data(text.utf8), path: path)
  }

  /// The entries of the file's bytes, or every bad line's diagnostic: like a scenario file, the
  /// bytes must be UTF-8 (a leading byte order mark is skipped), lines end with `\n` or `\r\n`,
  /// and a line holds only visible characters, spaces and tabs. Linear in the size of the file.
  public static func parse(data: Data, path: String) -> Result<KnownDeviationsFile, ScenarioDiagnostics> {
    let lines: [String]
    do throws(SourceText.InvalidUTF8) {
      lines = try SourceText.lines(of: data)
    } catch {
      let location = ScenarioLocation(file: path, line: error.line, column: error.column)
      let problem = ScenarioDiagnostic.Problem.invalidUTF8(
        byte: error.byte, offset: error.offset, looksLikeUTF16: error.looksLikeUTF16)
      return .failure(ScenarioDiagnostics([ScenarioDiagnostic(location: location, problem: problem)]))
    }
    var entries: [Entry] = []
    var firstLines: [String: Int] = [:]
    var diagnostics: [ScenarioDiagnostic] = []
    for (offset, line) in lines.enumerated() {
      let location = { (column: Int) in ScenarioLocation(file: path, line: offset + 1, column: column) }
      switch EntryLine.parse(line) {
      case .blank: continue
      case .failure(let column, let problem):
        diagnostics.append(ScenarioDiagnostic(location: location(column), problem: problem))
      case .entry(let line):
        let key = "\(line.scenario) \(line.variant)"
        if let first = firstLines[key] {
          diagnostics.append(
            ScenarioDiagnostic(
              location: location(line.scenarioColumn), problem: .duplicateLine(keyword: key, firstLine: first)
            ))
          continue
        }
        firstLines[key] = offset + 1
        entries.append(
          Entry(
            scenario: line.scenario, variant: line.variant, reason: line.reason,
            location: location(line.scenarioColumn), variantColumn: line.variantColumn))
      }
    }
    guard diagnostics.isEmpty else { return .failure(ScenarioDiagnostics(diagnostics)) }
    return .success(KnownDeviationsFile(entries: entries))
  }

  /// The diagnostics of entries naming no scenario of `scenarioPaths` (inside the folder) or no
  /// variant of `variants`, each with a "did you mean".
  public func validate(scenarioPaths: [String], variants: [String]) -> [ScenarioDiagnostic] {
    entries.flatMap { entry -> [ScenarioDiagnostic] in
      var problems: [ScenarioDiagnostic] = []
      if !scenarioPaths.contains(entry.scenario) {
        problems.append(
          ScenarioDiagnostic(
            location: entry.location,
            problem: .unknownDeviationScenario(
              entry.scenario, suggestion: Suggestion.closest(to: entry.scenario, in: scenarioPaths))))
      }
      if !variants.contains(entry.variant) {
        let location = ScenarioLocation(
          file: entry.location.file, line: entry.location.line, column: entry.variantColumn)
        problems.append(
          ScenarioDiagnostic(
            location: location,
            problem: .unknownDeviationVariant(
              entry.variant, suggestion: Suggestion.closest(to: entry.variant, in: variants), known: variants)
          ))
      }
      return problems
    }
  }
}
