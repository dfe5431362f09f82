import Traces

// MARK: - What the app printed

extension SummaryWriter {
  /// Whether `trace` is listed under Failures: it did not pass, or has a failure message. A
  /// replay that passed with problems is listed under Notes instead.
  static func isListedUnderFailures(_ trace: ReplayTrace) -> Bool {
    !trace.outcome.isPass || trace.hasFailureMessages
  }

  /// The nested list items of `trace`'s app output, one per step that printed (empty when the app
  /// printed nothing).
  static func appOutputItems(_ trace: ReplayTrace) -> [String] {
    trace.appOutput.map { output in
      let place =
        output.isTearDown
        ? "the tear-down after line \(output.line)"
        : "line \(output.line), \(MarkdownText.code(output.source))"
      return "  - app output, \(place):\n\n" + MarkdownText.fencedBlock(output.visibleLines, indent: "    ")
    }
  }

  /// The App output section: what the app printed in the replays not listed under Failures (a
  /// listed replay's output is with its failures); nil when none of them printed anything.
  static func appOutput(_ run: HarnessRun) -> String? {
    var sections: [String] = []
    for variant in run.variants {
      let printing = run.traces.filter {
        $0.variant == variant.name && !$0.appOutput.isEmpty && !isListedUnderFailures($0)
      }
      guard !printing.isEmpty else { continue }
      let items = printing.map { trace in
        (["- \(MarkdownText.code(trace.scenario)) (\(trace.outcome.status))"] + appOutputItems(trace))
          .joined(separator: "\n")
      }
      sections.append(
        "### \(MarkdownText.code(variant.name)) \(MarkdownText.escape(variant.displayName))\n\n"
          + items.joined(separator: "\n"))
    }
    guard !sections.isEmpty else { return nil }
    return "## App output\n\n" + sections.joined(separator: "\n\n")
  }
}
