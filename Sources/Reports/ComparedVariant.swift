/// A variant the run compared: its command-line name and its pattern's full name.
public struct ComparedVariant: Codable, Equatable, Sendable {
  /// `mvc`, `mvp`, `mvvmc`, `viper`, `reducer`.
  public var name: String
  /// "MVVM + Coordinator".
  public var displayName: String

  public init(name: String, displayName: String) {
    self.name = name
    self.displayName = displayName
  }
}
