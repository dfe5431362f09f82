import Foundation
import Synchronization

/// The fixtures this process has decoded, by their type and the very bytes they were decoded from,
/// so that scenarios sharing a fixture decode it once (a worker parses many scenarios that answer
/// with the same `products.json`). Keyed by content, not by path: a file rewritten between two
/// parses (as `explore` does) is decoded afresh. At most ``byteLimit`` bytes of fixtures are kept.
enum DecodedFixtures {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let data: Data
  }

  private struct Store {
    var values: [Key: any Sendable] = [:]
    var bytes = 0
  }

  /// How many bytes of fixture files the cache holds at most; later ones are decoded every time.
  static let byteLimit = 64 << 20

  private static let store = Mutex(Store())

  /// The value decoded earlier from `data` as `type`, if any.
  static func value<Payload: Sendable>(_ type: Payload.Type, decodedFrom data: Data) -> Payload? {
    store.withLock { $0.values[Key(type: ObjectIdentifier(type), data: data)] as? Payload }
  }

  /// Remembers `value`, decoded from `data`, while the cache has room.
  static func remember<Payload: Sendable>(_ value: Payload, decodedFrom data: Data) {
    store.withLock { store in
      guard store.bytes + data.count <= byteLimit else { return }
      let key = Key(type: ObjectIdentifier(Payload.self), data: data)
      if store.values.updateValue(value, forKey: key) == nil { store.bytes += data.count }
    }
  }
}
