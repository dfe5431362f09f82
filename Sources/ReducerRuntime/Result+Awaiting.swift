extension Result {
  /// The outcome of async work that throws a typed error, as a value an action can carry:
  /// `await send(.productsResponse(Result { try await client.fetchProducts() }))`. It runs on the
  /// caller's actor (an effect's: the main actor).
  public init(
    isolation: isolated (any Actor)? = #isolation, awaiting body: () async throws(Failure) -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The error, when this is a failure.
  public var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
