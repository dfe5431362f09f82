/// Why a variant's cost could not be measured.
public enum CostMeasurementError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The variant's module folder does not exist or is not a folder.
  case missingDirectory(path: String)
  /// A source file could not be read as UTF-8 text.
  case unreadableFile(path: String)

  public var description: String {
    switch self {
    case .missingDirectory(let path): "cannot measure '\(path)': no such folder"
    case .unreadableFile(let path): "cannot measure '\(path)': not readable as UTF-8 text"
    }
  }
}
