/// Runs effects for a store: starts their tasks, delivers the actions they send, and cancels them
/// by identifier.
///
/// An effect is *in flight* from the moment it starts until its work returns or it is cancelled;
/// a cancelled effect stops counting at once, and whatever it sends later is dropped. A store
/// runs its effects with one; a test store (which reduces one action at a time) with its own.
@MainActor
public final class EffectRunner<Action: Sendable> {
  /// Where actions go: `.send` effects at once, `.run` effects when they call `send`. The store
  /// sets it right after making its runner (capturing itself weakly).
  public var deliver: (@MainActor (Action) -> Void)?
  /// Top-level effect tasks still in flight, by key.
  private var inFlight: [Int: Task<Void, Never>] = [:]
  /// Every cancellable task (top-level or nested in a concatenation), by key.
  private var cancellableTasks: [Int: Task<Void, Never>] = [:]
  private var keysByID: [EffectID: Set<Int>] = [:]
  private var idsByKey: [Int: [EffectID]] = [:]
  private var nextKey = 0

  /// Called whenever an effect stops being in flight (finished or cancelled).
  public var onEffectEnded: (@MainActor () -> Void)?

  /// A runner with nowhere to deliver yet.
  public init() {}

  /// How many effects are running now.
  public var inFlightCount: Int { inFlight.count }

  /// Starts `effect`: `.send` actions are delivered before this returns, `.run` work is started
  /// as tasks, cancellations happen before this returns.
  public func start(_ effect: Effect<Action>) {
    start(effect, ids: [])
  }

  /// Cancels every effect in flight (the store is going away).
  public func cancelAll() {
    for task in inFlight.values { task.cancel() }
    for task in cancellableTasks.values { task.cancel() }
    inFlight.removeAll()
    cancellableTasks.removeAll()
    keysByID.removeAll()
    idsByKey.removeAll()
  }

  // MARK: - Starting

  private func start(_ effect: Effect<Action>, ids: [EffectID]) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      deliver?(action)
    case .run(let work):
      spawn(ids: ids, work)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids) }
    case .concatenate:
      spawn(ids: ids) { [weak self] send in await self?.perform(effect, send: send) }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      start(inner, ids: ids + [id])
    case .cancel(let id):
      cancel(id: id)
    }
  }

  private func spawn(ids: [EffectID], _ work: @escaping Effect<Action>.Work) {
    let key = makeKey()
    let send = Send<Action> { [weak self] action in self?.deliver?(action) }
    let task = Task { @MainActor [weak self] in
      await work(send)
      self?.ended(key)
    }
    inFlight[key] = task
    register(task, key: key, ids: ids)
  }

  // MARK: - Running inside a task (concatenation)

  /// Runs `effect` to completion inside the current task.
  private func perform(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send.deliverNow(action)
    case .run(let work):
      await work(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await self.perform(effect, send: send) }
        }
      }
    case .concatenate(let effects):
      for effect in effects { await perform(effect, send: send) }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { cancel(id: id) }
      let key = makeKey()
      let child = Task { await self.perform(inner, send: send) }
      register(child, key: key, ids: [id])
      await withTaskCancellationHandler {
        await child.value
      } onCancel: {
        child.cancel()
      }
      unregister(key)
    case .cancel(let id):
      cancel(id: id)
    }
  }

  // MARK: - Cancelling

  /// Cancels the effects marked with `id`; they stop being in flight now.
  func cancel(id: EffectID) {
    guard let keys = keysByID[id] else { return }
    var endedAny = false
    for key in keys.sorted() {
      cancellableTasks[key]?.cancel()
      if inFlight.removeValue(forKey: key) != nil { endedAny = true }
      unregister(key)
    }
    if endedAny { onEffectEnded?() }
  }

  // MARK: - Book-keeping

  private func makeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  private func register(_ task: Task<Void, Never>, key: Int, ids: [EffectID]) {
    guard !ids.isEmpty else { return }
    cancellableTasks[key] = task
    idsByKey[key] = ids
    for id in ids { keysByID[id, default: []].insert(key) }
  }

  private func unregister(_ key: Int) {
    cancellableTasks.removeValue(forKey: key)
    for id in idsByKey.removeValue(forKey: key) ?? [] {
      keysByID[id]?.remove(key)
      if keysByID[id]?.isEmpty == true { keysByID.removeValue(forKey: id) }
    }
  }

  private func ended(_ key: Int) {
    unregister(key)
    guard inFlight.removeValue(forKey: key) != nil else { return }
    onEffectEnded?()
  }
}
