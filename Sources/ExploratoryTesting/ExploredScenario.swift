import Comparison
import Exploration
import Foundation
import ScenarioLanguage
import Traces

/// The scenario written for a finding: the shrunk flow, a title and comments saying where it
/// comes from, assertions of what the majority did at the first divergent step, and the
/// fixtures it needs next to it.
struct ExploredScenario {
  let finding: ExploreSession.Found
  let flow: Flow
  let seed: UInt64
  let variants: [String]
  let pool: FixturePool

  var title: String { "Explored with seed \(seed), flow \(finding.flowIndex): \(finding.signature)" }

  func text(annotation: Flow.Annotation?, traces: [ReplayTrace]) -> String {
    var comments = [
      "Found by `arch-harness explore --seed \(seed)` (variants \(variants.joined(separator: ", "))) in flow "
        + "\(finding.flowIndex), shrunk from \(finding.flow.steps.count) to \(flow.steps.count) steps."
    ]
    if let divergence = Comparator.compare(traces).divergence {
      let summary = divergence.summary.replacingOccurrences(
        of: "at line \(divergence.line) (", with: "at step \(divergence.stepIndex + 1) (")
      comments.append(summary + ".")
      if annotation != nil {
        comments.append("The lines after that step say what the majority did there.")
      }
      for diff in divergence.diffs.prefix(6) {
        comments.append("\(diff.variant) against \(diff.against), \(diff.aspect.rawValue):")
        comments += diff.hunks.prefix(12).map { "  " + $0 }
      }
    } else {
      for trace in traces where !trace.outcome.isPass && trace.outcome.status != "step-failed" {
        comments.append("\(trace.variant): \(trace.outcome.status)")
        comments += trace.failureMessages.prefix(3).map { "  " + Self.withoutFolder($0) }
      }
    }
    return flow.scenarioText(
      title: title, tags: ["explored"], comments: comments, annotations: annotation.map { [$0] } ?? [])
  }

  /// Writes the scenario and its fixtures into `folder`; returns the scenario's path as given.
  func write(to folder: URL, replayer: FlowReplayer) throws -> String {
    let plain = (try? replayer.replay([text(annotation: nil, traces: [])]).first) ?? []
    var chosen = text(annotation: nil, traces: plain)
    for detail in ExpectationWriter.Detail.allCases {
      guard let annotation = ExpectationWriter.annotation(for: plain, detail: detail) else { break }
      let candidate = text(annotation: annotation, traces: plain)
      guard let traces = try? replayer.replay([candidate]).first,
        FindingClassifier.classify(traces) == finding.signature,
        majorityHoldsAssertions(traces, annotation: annotation)
      else { continue }
      chosen = candidate
      break
    }
    return try Self.write(chosen, of: flow, named: finding.signature.fileStem, to: folder, pool: pool)
  }

  /// Writes `text`, the scenario of `flow`, into `folder` as `<name>.scenario`, with the fixtures
  /// the flow names; returns its path as given. Throws ``FlowReplayer/GeneratorBug`` when the file
  /// written does not parse.
  static func write(
    _ text: String, of flow: Flow, named name: String, to folder: URL, pool: FixturePool
  ) throws
    -> String
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let used = flow.fixtureNames.compactMap { pool.fixture(named: $0) }
    if !used.isEmpty { try FlowReplayer.writeFixtures(used, into: folder) }
    let file = folder.appendingPathComponent(name + ".scenario")
    try Data(text.utf8).write(to: file)
    let check = ScenarioLoader.load([file.lastPathComponent], root: folder)
    if let diagnostic = check.diagnostics.first {
      throw FlowReplayer.GeneratorBug(message: "the written scenario does not parse: \(diagnostic.render())")
    }
    return file.relativePath
  }

  /// Whether the variants outside the odd ones out pass every assertion the annotation added.
  private func majorityHoldsAssertions(_ traces: [ReplayTrace], annotation: Flow.Annotation) -> Bool {
    let range = (annotation.afterStep + 1)...(annotation.afterStep + annotation.lines.count)
    return traces.filter { !finding.signature.variants.contains($0.variant) }.allSatisfy { trace in
      range.allSatisfy { index in !trace.steps.indices.contains(index) || trace.steps[index].failures.isEmpty
      }
    }
  }

  /// A message without the temporary folder's name in front of the scenario's name.
  private static func withoutFolder(_ message: String) -> String {
    guard let slash = message.firstIndex(of: "/"),
      message[..<slash].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return message }
    return String(message[message.index(after: slash)...])
  }
}
