import Foundation

/// Writing to the terminal: plain text when not a terminal, with `NO_COLOR` or on a terminal that
/// says it has no colours (`TERM=dumb`), colour otherwise.
public enum Console {
  /// Whether this process's standard output is coloured.
  public static let usesColor: Bool = usesColor(
    environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) != 0)

  /// Whether output in `environment` to a terminal (or not) is coloured.
  public static func usesColor(environment: [String: String], isTerminal: Bool) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// Whether standard output, and standard error, is a terminal.
  public static let isTerminal: Bool = isatty(STDOUT_FILENO) != 0
  public static let errorIsTerminal: Bool = isatty(STDERR_FILENO) != 0

  /// Writes a line to standard output.
  public static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes a line to standard error.
  public static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// `text` in green, red or yellow on a colour terminal.
  public static func paint(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The colours (and styles) text is painted in.
  public enum Color: String {
    case green = "32"
    case red = "31"
    case yellow = "33"
    case dim = "2"
    case bold = "1"
  }
}

/// How the tool ends.
public enum ExitCode {
  /// Everything passed (and, for a full run, every variant agreed).
  public static let success: Int32 = 0
  /// Something failed: an expectation, a divergence, a crash.
  public static let failures: Int32 = 1
  /// The command line or a scenario file is wrong.
  public static let badInput: Int32 = 2
  /// The replays ran, but the reports could not be written (so no verdict is given).
  public static let reportsNotWritten: Int32 = 3
  /// Replays cannot run in this build or on this system (see `RuntimeAvailability`).
  public static let runtimeUnavailable: Int32 = 4
}
