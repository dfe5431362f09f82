/// The tool's name and version, as its console output and its reports give them.
public enum Tool {
  /// The command's name.
  public static let name = "arch-harness"
  /// The version the reports record.
  public static let version = "0.1.0"
}
