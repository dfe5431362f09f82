/// The fixed words of the scenario language, used by the parser and for "did you mean" hints.
enum ScenarioVocabulary {
  /// Every word that may start a line.
  static let commands = [
    "scenario:", "tags:", "api", "store", "clock", "launch", "tap", "type", "clear", "choose", "back",
    "swipe-dismiss", "open", "scroll", "wait", "select-tab", "expect", "expect-missing",
    "expect-screen", "expect-tab", "tap-disabled", "expect-calls", "expect-no-calls", "expect-navigation",
    "expect-no-navigation", "expect-title", "expect-rows", "expect-rendered-rows", "expect-order", "covers:",
    "unscripted-calls:", "refused", "expect-calls-any-order", "expect-call-count", "expect-state",
    "expect-state-contains", "expect-record", "mark",
  ]

  /// The navigation events a step can cause, by their first word (`Docs/ScenarioLanguage.md`).
  static let navigationEvents = [
    "select-tab", "push", "pop", "pop-to-root", "set-stack", "present", "dismiss", "deeplink.open",
    "deeplink.rejected",
  ]

  /// The service calls as the trace writes them: name and arguments (`id`, or `id, on|off`).
  static let callShapes: [String: [String]] = [
    "fetchProducts": [], "fetchOrders": [], "store.load": [], "fetchProduct": ["id"], "placeOrder": ["id"],
    "store.save": ["id"], "store.delete": ["id"], "setFavorite": ["id", "on|off"],
  ]

  /// The app's tabs, in tab-bar order (`Docs/AppSpec.md`, "Shell").
  static let tabs = ["products", "orders", "bmi", "history"]

  /// The kinds after `fail` on an `api` line.
  static let failureKinds = ["network", "timeout", "server"]

  /// The words that may follow an answer: latency and frequency.
  static let modifiers = ["after", "once", "always", "on"]

  /// What may follow `store`.
  static let storeWords = ["seed"] + StoreOperation.allCases.map(\.rawValue)
}
