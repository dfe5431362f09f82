import Foundation

/// Writing to the terminal: plain text when not a terminal, with `NO_COLOR` or on a terminal that
/// says it has no colours (`TERM=dumb`), colour otherwise.
enum Console {
  static let usesColor: Bool = usesColor(
    environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) != 0)

  /// Whether output in `environment` to a terminal (or not) is coloured.
  static func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  static let isTerminal: Bool = isatty(STDOUT_FILENO) != 0
  static let errorIsTerminal: Bool = isatty(STDERR_FILENO) != 0

  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// `text` in green, red or yellow on a colour terminal.
  static func paint(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  enum Color: String {
    case green = "32"
    case red = "31"
    case yellow = "33"
    case dim = "2"
    case bold = "1"
  }
}

/// How the tool ends.
enum ExitCode {
  /// Everything passed (and, for a full run, every variant agreed).
  static let success: Int32 = 0
  /// Something failed: an expectation, a divergence, a crash.
  static let failures: Int32 = 1
  /// The command line or a scenario file is wrong.
  static let badInput: Int32 = 2
  /// The replays ran, but the reports could not be written (so no verdict is given).
  static let reportsNotWritten: Int32 = 3
  /// Replays cannot run in this build or on this system (see `RuntimeAvailability`).
  static let runtimeUnavailable: Int32 = 4
}
