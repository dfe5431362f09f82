/// Why a report could not be written. The report's previous file, if any, is left as it was.
public struct ReportWriteError: Error, Equatable, CustomStringConvertible {
  /// The file or folder involved.
  public var path: String
  /// What went wrong (`Permission denied`).
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write '\(path)': \(reason)" }
}
