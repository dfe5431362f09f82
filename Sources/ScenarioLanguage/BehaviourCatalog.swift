import Foundation

/// The behaviours of the app's specification, read from `Docs/AppSpec.md`: every line of the form
/// ``- `area.topic.behaviour` — One sentence.`` declares one id.
public struct BehaviourCatalog: Equatable, Sendable {
  /// Every id, in the order the specification lists them.
  public let ids: [String]

  public init(ids: [String]) {
    self.ids = ids
  }

  /// The ids declared in `markdown`.
  /// Read by bytes: a `run` reads the whole specification for every report, and splitting it into
  /// characters cost ten times as much.
  public init(markdown: String) {
    var ids: [String] = []
    var seen: Set<String> = []
    let opening = Array("- `".utf8)
    let closing = Array("` — ".utf8)
    for line in markdown.utf8.split(separator: UInt8(ascii: "\n")) {
      guard line.starts(with: opening) else { continue }
      let rest = line.dropFirst(opening.count)
      guard let close = rest.firstIndex(of: UInt8(ascii: "`")), rest[close...].starts(with: closing) else {
        continue
      }
      let id = String(decoding: rest[..<close], as: UTF8.self)
      if BehaviourID.isValid(id), seen.insert(id).inserted { ids.append(id) }
    }
    self.ids = ids
  }

  /// The catalogue in the file at `url`, or nil when it cannot be read.
  public static func load(from url: URL) -> BehaviourCatalog? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return BehaviourCatalog(markdown: String(decoding: data, as: UTF8.self))
  }

  /// Whether `id` is one of the catalogue's.
  public func contains(_ id: String) -> Bool { ids.contains(id) }

  /// The references of `scenarios` to ids the catalogue does not have.
  public func unknownReferences(in scenarios: [Scenario]) -> [BehaviourReference] {
    let known = Set(ids)
    return scenarios.flatMap(\.covers).filter { !known.contains($0.id) }
  }

  /// The nearest known id to `id`, for a "did you mean".
  public func suggestion(for id: String) -> String? {
    Suggestion.closest(to: id, in: ids)
  }
}
