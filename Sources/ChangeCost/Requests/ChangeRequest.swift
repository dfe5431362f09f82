import Foundation

/// One scripted change request: a folder `ChangeRequests/NN-name/` with the brief
/// (`README.md`), the patch for what belongs to no variant (`shared.patch`), one patch per
/// variant (`<variant>.patch`, empty when the variant needs no change) and the acceptance
/// scenarios (`Scenarios/`). See `ChangeRequests/README.md`.
public struct ChangeRequest: Equatable, Sendable {
  /// The folder's name, `01-asia-pacific-bmi`: how options and reports name the change.
  public var id: String
  /// The brief's first heading without its `#`, or the id when the brief has none.
  public var title: String
  /// The change request's folder.
  public var folder: URL
  /// `shared.patch`, when there is one.
  public var sharedPatch: URL?
  /// Each variant's patch, by variant name.
  public var variantPatches: [String: URL]
  /// The acceptance scenarios' folder, when there is one.
  public var scenarios: URL?

  public init(
    id: String, title: String, folder: URL, sharedPatch: URL?, variantPatches: [String: URL], scenarios: URL?
  ) {
    self.id = id
    self.title = title
    self.folder = folder
    self.sharedPatch = sharedPatch
    self.variantPatches = variantPatches
    self.scenarios = scenarios
  }
}

/// A `ChangeRequests/` folder that cannot be read, with the path it is about.
public struct ChangeRequestError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): error: \(message)" }
}
