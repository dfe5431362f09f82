/// One source file of a variant, as the cost table counts it.
public struct FileCost: Codable, Equatable, Sendable {
  /// The path relative to the variant's module folder (`Products/ProductListPresenter.swift`).
  public var path: String
  public var role: CodeRole
  /// Non-blank, non-comment lines.
  public var linesOfCode: Int
  public var types: Int
  public var protocols: Int

  public init(path: String, role: CodeRole, linesOfCode: Int, types: Int, protocols: Int) {
    self.path = path
    self.role = role
    self.linesOfCode = linesOfCode
    self.types = types
    self.protocols = protocols
  }
}

/// The files and lines of one architectural role in one variant.
public struct RoleCost: Codable, Equatable, Sendable {
  public var role: CodeRole
  public var files: Int
  public var linesOfCode: Int

  public init(role: CodeRole, files: Int, linesOfCode: Int) {
    self.role = role
    self.files = files
    self.linesOfCode = linesOfCode
  }
}
