/// What a node does when it appears and disappears: `onAppear`, `onDisappear`, `.task`.
@MainActor
final class Lifecycle {
  var appearActions: [@MainActor () -> Void] = []
  var disappearActions: [@MainActor () -> Void] = []
  /// The `.task` action, started on appear and cancelled on disappear.
  var taskAction: (@MainActor () async -> Void)?
  private(set) var task: Task<Void, Never>?
  private(set) var hasAppeared = false

  /// Runs the appear actions; false when the view had appeared already. The graph starts the
  /// task after every view appearing with this one has run its actions.
  @discardableResult
  func appear() -> Bool {
    guard !hasAppeared else { return false }
    hasAppeared = true
    for action in appearActions { action() }
    return true
  }

  func disappear() {
    guard hasAppeared else { return }
    hasAppeared = false
    cancelTask()
    for action in disappearActions { action() }
  }

  /// Starts the `.task` action (while on screen), as a main-actor task.
  func startTask() {
    guard hasAppeared, task == nil, let taskAction else { return }
    task = Task { @MainActor in await taskAction() }
  }

  func cancelTask() {
    task?.cancel()
    task = nil
  }
}

extension Node {
  /// This node's lifecycle, made on first use.
  var ensuredLifecycle: Lifecycle {
    if let lifecycle { return lifecycle }
    let made = Lifecycle()
    lifecycle = made
    return made
  }
}
