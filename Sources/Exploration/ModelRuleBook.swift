/// The scripted services' choice of rule, as `Sources/Replay/Services/RuleBook.swift` makes it:
/// `on call n` beats `once` beats `always`, the first line wins among equals, a `once` line is
/// spent by the call that picks it.
struct ModelRuleBook {
  let rules: [ServiceRule]
  private var spent: Set<Int> = []
  private var counts: [String: Int] = [:]

  init(rules: [ServiceRule]) {
    self.rules = rules
  }

  mutating func pick(for call: ServiceRule.Target) -> ServiceRule? {
    let key: String
    switch call {
    case .api(let method, _, _): key = method.rawValue
    case .store(let operation): key = "store." + operation.rawValue
    }
    let number = counts[key, default: 0] + 1
    counts[key] = number
    var best: (index: Int, precedence: Int)?
    for (index, rule) in rules.enumerated() where !spent.contains(index) && Self.matches(rule.target, call) {
      if case .onCall(let wanted) = rule.frequency, wanted != number { continue }
      if rule.frequency.precedence < best?.precedence ?? .max { best = (index, rule.frequency.precedence) }
    }
    guard let best else { return nil }
    if rules[best.index].frequency == .once { spent.insert(best.index) }
    return rules[best.index]
  }

  private static func matches(_ rule: ServiceRule.Target, _ call: ServiceRule.Target) -> Bool {
    switch (rule, call) {
    case (.store(let a), .store(let b)): return a == b
    case (.api(let method, let productID, _), .api(let callMethod, let callProductID, _)):
      // The model does not track favourite values, so an `on`/`off` filter is taken to match
      // (the generator writes none).
      guard method == callMethod else { return false }
      if let productID, productID != callProductID { return false }
      return true
    default: return false
    }
  }
}
