import Foundation

/// The `known-deviations` file of a scenarios folder: scenario × variant pairs whose failure or
/// divergence is known, each with its reason, one per line:
///
/// ```
/// # scenario (inside the scenarios folder)   variant: reason
/// products/favourite-from-list.scenario viper: the presenter shows ♥ before the answer (#42)
/// ```
///
/// `#` starts a comment; blank lines are ignored. Names are checked against the scenarios and the
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

  /// The file at `root/known-deviations` (nil when there is none), or its errors. `path` is the
  /// file's name as messages show it.
  public static func load(root: URL) -> Result<KnownDeviationsFile, ScenarioDiagnostics>? {
    let url = root.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return parse(String(decoding: data, as: UTF8.self), path: "\(root.lastPathComponent)/\(fileName)")
  }

  /// The entries of `text`, or every bad line's diagnostic.
  public static func parse(_ text: String, path: String) -> Result<KnownDeviationsFile, ScenarioDiagnostics> {
    var entries: [Entry] = []
    var diagnostics: [ScenarioDiagnostic] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let content = line.prefix { $0 != "#" }
      let start = content.prefix(while: \.isWhitespace).count
      guard content.contains(where: { !$0.isWhitespace }) else { continue }
      let location = { (column: Int) in ScenarioLocation(file: path, line: offset + 1, column: column) }
      let words = content.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      guard words.count >= 2, let colon = content.firstIndex(of: ":") else {
        diagnostics.append(ScenarioDiagnostic(location: location(start + 1), problem: .badKnownDeviation))
        continue
      }
      let scenario = String(words[0])
      let variantStart = content.distance(from: content.startIndex, to: words[1].startIndex)
      let variant = content[words[1].startIndex..<colon].trimmingWhitespace()
      let reason = content[content.index(after: colon)...].trimmingWhitespace()
      guard !variant.isEmpty, !variant.contains(" "), colon > words[0].endIndex else {
        diagnostics.append(ScenarioDiagnostic(location: location(start + 1), problem: .badKnownDeviation))
        continue
      }
      guard !reason.isEmpty else {
        let column = content.distance(from: content.startIndex, to: colon) + 2
        diagnostics.append(ScenarioDiagnostic(location: location(column), problem: .missingDeviationReason))
        continue
      }
      if let first = entries.first(where: { $0.scenario == scenario && $0.variant == variant }) {
        diagnostics.append(
          ScenarioDiagnostic(
            location: location(start + 1),
            problem: .duplicateLine(keyword: "\(scenario) \(variant)", firstLine: first.location.line)))
        continue
      }
      entries.append(
        Entry(
          scenario: scenario, variant: variant, reason: reason, location: location(start + 1),
          variantColumn: variantStart + 1))
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
