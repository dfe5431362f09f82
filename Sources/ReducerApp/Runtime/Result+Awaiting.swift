extension Result {
  /// The outcome of async work that throws a typed error, as a value an action can carry:
  /// `await send(.productsResponse(Result { try await client.fetchProducts() }))`.
  public init(awaiting body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
