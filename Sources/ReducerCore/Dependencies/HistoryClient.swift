import Domain
import ReducerRuntime

/// The BMI history store as the features see it.
public struct HistoryClient: Sendable {
  public var load: @Sendable () async throws(StoreError) -> [BMIRecord]
  public var save: @Sendable (BMIRecord) async throws(StoreError) -> Void
  public var delete: @Sendable (String) async throws(StoreError) -> Void

  public init(
    load: @escaping @Sendable () async throws(StoreError) -> [BMIRecord],
    save: @escaping @Sendable (BMIRecord) async throws(StoreError) -> Void,
    delete: @escaping @Sendable (String) async throws(StoreError) -> Void
  ) {
    self.load = load
    self.save = save
    self.delete = delete
  }
}

extension HistoryClient {
  /// The client over the real store.
  public static func live(_ store: any HistoryStore) -> Self {
    Self(
      load: { () async throws(StoreError) -> [BMIRecord] in try await store.load() },
      save: { record async throws(StoreError) in try await store.save(record) },
      delete: { id async throws(StoreError) in try await store.delete(id: id) })
  }
}
