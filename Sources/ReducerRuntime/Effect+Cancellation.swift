// MARK: - Cancellation

extension Effect {
  /// Marks this effect as cancellable by `id`.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; effects of one screen usually use a private enum case.
  ///   - cancelInFlight: Cancels the effects already running under `id` before this one starts,
  ///     so only the newest request can answer (a refresh supersedes the load before it).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels every running effect marked with `id`, at once: actions they send afterwards are
  /// dropped, so a late answer cannot change the state.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(EffectID(id)))
  }
}

/// A cancellation identifier of any hashable type.
public struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `@unchecked`: built only from `Hashable & Sendable` values (see the initialiser).
  private let base: AnyHashable

  public init(_ id: some Hashable & Sendable) {
    if let existing = id as? EffectID {
      self = existing
    } else {
      base = AnyHashable(id)
    }
  }

  public var description: String { "\(base)" }
}
