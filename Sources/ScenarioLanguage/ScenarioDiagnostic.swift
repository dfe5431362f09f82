/// One error in a scenario file: where it is and what is wrong.
///
/// ``render()`` is the only place that turns it into text, compiler style:
/// ```
/// Scenarios/products/a.scenario:7:1: error: unknown command `tpa`
/// note: did you mean `tap`?
/// ```
public struct ScenarioDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the offending token starts (for something missing: just after the token before it).
  public let location: ScenarioLocation
  /// What is wrong.
  public let problem: Problem

  public init(location: ScenarioLocation, problem: Problem) {
    self.location = location
    self.problem = problem
  }

  /// The error phrase: lower case, user input in backticks (shortened and with invisible
  /// characters escaped), no trailing period.
  public var message: String { problem.message }

  /// A hint for the fix (`did you mean `tap`?`), when there is one.
  public var note: String? { problem.note }

  /// `path:line:column: error: message`, then `note: …` on its own line when there is a note.
  /// Invisible characters in the path (a file named with an escape code) are shown as `\u{…}`.
  public func render() -> String { render(severity: "error") }

  /// ``render()`` with another severity than `error`: `warning`.
  public func render(severity: String) -> String {
    let head =
      "\(ShownText.escaped(location.file)):\(location.line):\(location.column): \(severity): \(message)"
    guard let note else { return head }
    return head + "\nnote: " + note
  }

  public var description: String { render() }
}

/// All the errors of one parse, in file order.
public struct ScenarioDiagnostics: Error, Hashable, Sendable, CustomStringConvertible {
  public let diagnostics: [ScenarioDiagnostic]

  public init(_ diagnostics: [ScenarioDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Every diagnostic rendered, one after the other, separated by newlines.
  public func render() -> String {
    diagnostics.map { $0.render() }.joined(separator: "\n")
  }

  public var description: String { render() }
}
