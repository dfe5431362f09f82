import Traces

/// A flow that every variant refused at the same step: the model of the app proposed a step the
/// app did not offer. Not a finding — the variants agree — but either the model is wrong there
/// (Docs/Explore.md, "Limits") or every variant shares a behaviour the spec does not have, which
/// comparison cannot see. `explore` counts such flows and writes the first as a scenario to look
/// at.
public struct EndedEarly: Hashable, Sendable {
  /// The flow's number in its seed's sequence (`--seed N` makes it again).
  public let flowIndex: Int
  /// The flow up to the refused step, which is its last.
  public let flow: Flow
  /// The refused step's position in the flow, from 0 (`launch`).
  public let stepIndex: Int
  /// The refused step as written (`tap product.p25`).
  public let source: String
  /// What the first variant said of it, without its place in the temporary file.
  public let message: String

  /// The flow `flow`, number `flowIndex`, when every one of `traces` (at least one) stopped at the
  /// same step because it could not be performed; nil otherwise.
  public init?(flowIndex: Int, flow: Flow, traces: [ReplayTrace]) {
    guard !traces.isEmpty, FindingClassifier.endedAtImpossibleStep(traces),
      let refused = traces[0].steps.last, refused.index >= 0, refused.index < flow.steps.count,
      traces.allSatisfy({ $0.steps.last?.index == refused.index })
    else { return nil }
    self.flowIndex = flowIndex
    var shortened = flow
    shortened.steps = Array(flow.steps.prefix(refused.index + 1))
    self.flow = shortened
    stepIndex = refused.index
    source = refused.source
    message = Self.withoutPlace(refused.failures.first ?? "")
  }

  /// The scenario of the flow: a title and comments that say where it comes from and what every
  /// variant said.
  public func scenarioText(seed: UInt64, variants: [String]) -> String {
    let comments = [
      "Made by `arch-harness explore --seed \(seed)` (variants \(variants.joined(separator: ", "))): flow "
        + "\(flowIndex), which every variant refused at step \(stepIndex + 1) (`\(source)`):",
      "  " + message,
      "The explorer's model proposed a step the app did not offer. Either the model is wrong here,",
      "or every variant does what the spec does not say (Docs/Explore.md, \"Limits\").",
    ]
    return flow.scenarioText(
      title: "Explored with seed \(seed), flow \(flowIndex): ended early at step \(stepIndex + 1)",
      tags: ["explored"], comments: comments)
  }

  /// `message` after its place (`f00084.scenario:70:1: error: `), if it has one.
  static func withoutPlace(_ message: String) -> String {
    guard let marker = message.range(of: ": error: ") else { return message }
    return String(message[marker.upperBound...])
  }
}
