import HeadlessUI

/// A screen that writes its lifecycle calls to a journal, each appear and disappear call with the
/// transition flags that are true during it: `b willAppear (movingToParent)`.
@MainActor
final class JournalingScreen: ViewController {
  let name: String
  private let journal: Journal
  private let content: @MainActor (View) -> Void

  /// `content` fills the root view when it loads.
  init(_ name: String, journal: Journal, content: @escaping @MainActor (View) -> Void = { _ in }) {
    self.name = name
    self.journal = journal
    self.content = content
    super.init()
  }

  override var screenName: String { name }

  /// Whether any of the four transition flags is set now.
  var hasTransitionFlag: Bool {
    isMovingToParent || isMovingFromParent || isBeingPresented || isBeingDismissed
  }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    content(view)
    journal.record("\(name) didLoad")
  }
  override func viewWillAppear() { record("willAppear") }
  override func viewDidAppear() { record("didAppear") }
  override func viewWillDisappear() { record("willDisappear") }
  override func viewDidDisappear() { record("didDisappear") }

  private func record(_ call: String) {
    let flags = [
      (isMovingToParent, "movingToParent"), (isMovingFromParent, "movingFromParent"),
      (isBeingPresented, "beingPresented"), (isBeingDismissed, "beingDismissed"),
    ]
    .filter(\.0).map(\.1)
    journal.record("\(name) \(call)" + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))"))
  }
}
