import Comparison

/// A summary cut to a byte budget: the header and the cost table always stay; the matrix, the
/// divergences, the failures, the notes and the app output keep as many entries as fit, in that order of
/// priority, and each cut section ends with a line saying how many entries were left out and
/// where they are. A code block is kept whole or left out whole.
struct SummaryBudget {
  let budget: Int
  let run: HarnessRun

  /// Room kept for each "left out" line.
  private static let noteAllowance = 200

  func markdown() -> String {
    let fixedHead = SummaryWriter.header(run)
    let fixedTail = [
      SummaryWriter.knownDeviations(run), SummaryWriter.coverage(run), SummaryWriter.testability(run),
      SummaryWriter.behaviourMap(run), SummaryWriter.cost(run), SummaryWriter.sharedCores(run),
      SummaryWriter.changeCost(run.changeCost),
    ].compactMap { $0 }.joined(
      separator: "\n\n")
    let optional = [
      (SummaryWriter.notes(run), "note line"), (SummaryWriter.appOutput(run), "app output line"),
    ].compactMap { section, noun in section.map { ($0, noun) } }
    var remaining =
      budget - fixedHead.utf8.count - fixedTail.utf8.count - 8 - (3 + optional.count) * Self.noteAllowance

    let matrixHead = SummaryWriter.matrixHead(run).joined(separator: "\n")
    let rows = SummaryWriter.matrixRows(run)
    // The matrix may take at most half of what is left: divergences matter more than rows.
    let matrix = fit(rows, into: remaining / 2, separator: "\n", noun: "scenario")
    let matrixSection = "## Matrix\n\n" + matrixHead + "\n" + matrix.text
    remaining -= matrixSection.utf8.count

    let divergent = run.scenarios.filter(\.isShownAsDivergent)
    let divergenceSection: String
    if divergent.isEmpty {
      divergenceSection = SummaryWriter.divergences(run) ?? ""
    } else {
      // Rendered one by one as they are fitted: a huge run's blocks past the budget never are.
      let blocks = divergent.lazy.map { SummaryWriter.divergence($0, run: run) }
      let fitted = fit(blocks, into: remaining * 2 / 3, separator: "\n\n", noun: "divergence")
      divergenceSection = "## Divergences\n\n" + fitted.text
    }
    remaining -= divergenceSection.utf8.count

    let failureLines = SummaryWriter.failures(run).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let failures = fit(
      Self.keepingCodeBlocksWhole(failureLines.dropFirst(2)), into: remaining, separator: "\n",
      noun: "failure line")
    let failureSection = failureLines.prefix(2).joined(separator: "\n") + "\n" + failures.text
    remaining -= failureSection.utf8.count
    var sections = [fixedHead, matrixSection, divergenceSection, failureSection]
    for (section, noun) in optional {
      let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let fitted = fit(
        Self.keepingCodeBlocksWhole(lines.dropFirst(2)), into: remaining, separator: "\n", noun: noun)
      let fittedSection = lines.prefix(2).joined(separator: "\n") + "\n" + fitted.text
      remaining -= fittedSection.utf8.count
      sections.append(fittedSection)
    }
    return (sections + [fixedTail]).joined(separator: "\n\n") + "\n"
  }

  /// `lines` with each fenced code block (from its opening fence to the same fence closing it)
  /// joined into one entry, so that a cut never leaves a block open.
  static func keepingCodeBlocksWhole(_ lines: ArraySlice<String>) -> [String] {
    var entries: [String] = []
    var fence: String?
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        entries[entries.count - 1] += "\n" + line
        if trimmed == open { fence = nil }
      } else {
        entries.append(line)
        if trimmed.hasPrefix("```") { fence = String(trimmed.prefix { $0 == "`" }) }
      }
    }
    return entries
  }

  /// As many of `entries` as fit in `room` bytes, then a note on those left out; the entries after
  /// the first that does not fit are only counted.
  private func fit<Entries: Collection<String>>(
    _ entries: Entries, into room: Int, separator: String, noun: String
  ) -> (text: String, leftOut: Int) {
    var kept: [String] = []
    var used = 0
    for entry in entries {
      let cost = entry.utf8.count + separator.utf8.count
      guard used + cost <= room else { break }
      kept.append(entry)
      used += cost
    }
    let leftOut = entries.count - kept.count
    guard leftOut > 0 else { return (kept.joined(separator: separator), 0) }
    let note =
      "_… \(leftOut) more \(noun)\(leftOut == 1 ? "" : "s") left out to keep this summary under "
      + "\(budget / 1000) kB: the full list is in `report.html` and `results.json`._"
    return (kept.joined(separator: separator) + "\n\n" + note, leftOut)
  }
}
