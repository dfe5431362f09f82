import ScenarioLanguage

/// A rule that answers some calls of a scripted service.
protocol ScriptedRule: Sendable {
  var frequency: CallFrequency { get }
}

extension APIRule: ScriptedRule {}
extension StoreRule: ScriptedRule {}

/// Picks the rule that answers a call: `on call <n>` beats `once` beats `always`; among rules of the
/// same kind the first in the file wins; a `once` rule is spent by the call that picks it.
struct RuleBook<Rule: ScriptedRule>: Sendable {
  let rules: [Rule]
  private var spent: Set<Int> = []

  init(rules: [Rule]) {
    self.rules = rules
  }

  /// The rule for call number `number` (counting from 1 per method) among those `matches`
  /// accepts, or nil when none is left.
  mutating func pick(callNumber number: Int, where matches: (Rule) -> Bool) -> Rule? {
    var best: (index: Int, precedence: Int)?
    for (index, rule) in rules.enumerated() where !spent.contains(index) && matches(rule) {
      if case .onCall(let wanted) = rule.frequency, wanted != number { continue }
      let precedence = rule.frequency.precedence
      if precedence < best?.precedence ?? .max { best = (index, precedence) }
    }
    guard let best else { return nil }
    if rules[best.index].frequency == .once { spent.insert(best.index) }
    return rules[best.index]
  }
}
