import Traces

/// How deep the replayed flows went: for each of a few hard-to-reach states, how many flows
/// reached it (read from one variant's trace of each flow). Printed with the summary, so that a
/// user can see what an exploration that found nothing did try.
public struct ExplorationDepth: Sendable {
  /// The states counted, in the order they are printed.
  public static let states = [
    "checkout processing", "payment failed", "order placed", "favourite pending",
    "favourite pending with its detail gone", "save in flight", "save failed", "delete", "load cancelled",
    "list reload failed", "link rejected",
  ]

  public private(set) var flows = 0
  public private(set) var reached: [String: Int] = [:]

  public init() {}

  /// Counts the states the flow reached, from its first trace.
  public mutating func add(_ traces: [ReplayTrace]) {
    guard let trace = traces.first else { return }
    flows += 1
    var seen: Set<String> = []
    var listWasLoaded = false
    for step in trace.steps {
      let state = step.state
      func has(_ prefix: String, _ part: String) -> Bool {
        state.contains { $0.hasPrefix(prefix) && $0.contains(part) }
      }
      if has("checkout:", " processing") { seen.insert("checkout processing") }
      if has("checkout:", " failed") { seen.insert("payment failed") }
      if step.navigation.contains("dismiss checkout") && step.navigation.contains("select-tab orders") {
        seen.insert("order placed")
      }
      if has("favorites:", "pending=[") {
        seen.insert("favourite pending")
        if state.contains("detail: none") { seen.insert("favourite pending with its detail gone") }
      }
      if has("bmi:", "save=saving") { seen.insert("save in flight") }
      if has("bmi:", "save=failed") { seen.insert("save failed") }
      if step.calls.contains(where: { $0.hasPrefix("store.delete(") }) { seen.insert("delete") }
      if step.calls.contains(where: { $0.hasPrefix("cancelled ") }) { seen.insert("load cancelled") }
      if listWasLoaded, has("products:", " failed") { seen.insert("list reload failed") }
      if has("products:", " loaded") { listWasLoaded = true }
      if step.navigation.contains(where: { $0.hasPrefix("deeplink.rejected ") }) {
        seen.insert("link rejected")
      }
    }
    for state in seen { reached[state, default: 0] += 1 }
  }

  /// `checkout processing 23%, payment failed 4%, …`.
  public var summary: String {
    guard flows > 0 else { return "no flows" }
    return Self.states.map { state in
      "\(state) \((reached[state, default: 0] * 100 + flows / 2) / flows)%"
    }.joined(separator: ", ")
  }
}
