extension Result where Success: Sendable {
  /// The outcome of an asynchronous call with typed throws, as a value a view model can carry in
  /// an action. Runs `body` on the caller's actor.
  nonisolated(nonsending) init(
    awaiting body: nonisolated(nonsending) () async throws(Failure) -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
