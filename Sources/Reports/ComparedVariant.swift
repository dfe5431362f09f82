/// A variant the run compared: its command-line name, its pattern's full name, the UI framework it
/// is written for, and the UI-free core modules it shares with its twin of the other era.
public struct ComparedVariant: Codable, Equatable, Sendable {
  /// `mvc`, `mvp`, `mvvmc`, `viper`, `reducer`.
  public var name: String
  /// "MVVM + Coordinator".
  public var displayName: String
  /// The UI framework (`AppVariant.era`): `uikit` or `swiftui`. The reports group the matrix and
  /// the cost table by it.
  public var era: String
  /// The core modules it shares (`AppVariant.sharedCoreModules`: `ReducerCore`); empty for a
  /// variant that stands alone, and then left out of `results.json`.
  public var sharedCoreModules: [String]

  public init(name: String, displayName: String, era: String = "uikit", sharedCoreModules: [String] = []) {
    self.name = name
    self.displayName = displayName
    self.era = era
    self.sharedCoreModules = sharedCoreModules
  }

  /// An era's name in the reports: the one `AppContract.UIEra.displayName` gives (`UIKit era`,
  /// `SwiftUI era`; a test holds the two together), or `<era> era` for one this module does not
  /// know.
  public static func eraTitle(_ era: String) -> String {
    switch era {
    case "uikit": "UIKit era"
    case "swiftui": "SwiftUI era"
    default: "\(era) era"
    }
  }

  // MARK: - Coding

  enum CodingKeys: String, CodingKey {
    case name, displayName, era, sharedCoreModules
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    displayName = try container.decode(String.self, forKey: .displayName)
    era = try container.decode(String.self, forKey: .era)
    sharedCoreModules = try container.decodeIfPresent([String].self, forKey: .sharedCoreModules) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(displayName, forKey: .displayName)
    try container.encode(era, forKey: .era)
    if !sharedCoreModules.isEmpty { try container.encode(sharedCoreModules, forKey: .sharedCoreModules) }
  }
}
