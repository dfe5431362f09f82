import Foundation
import Reports

/// `arch-harness merge DIR…`: combines the `results.json` of shard runs (`run --shard I/N`) into
/// the reports an unsharded run would have written.
enum MergeCommand {
  static let spec = CommandSpec(
    name: "merge", abstract: "Combine the results of shard runs (run --shard I/N) into one set of reports.",
    usage: "merge DIR … [--out DIR] [--format md,html,json,junit]",
    options: [
      OptionSpec(
        name: "out", short: "o", valueName: "DIR", help: "Where to write the reports (default: ./reports)."),
      OptionSpec(
        name: "format", valueName: "LIST", help: "Reports to write: md, html, json, junit (default: all).",
        isRepeatable: true),
    ],
    positionalHelp: [("DIR", "The output folders of the shard runs, each holding a results.json.")],
    discussion: """
      Every shard of one split must be given once, written by the same tool (results of another
      schemaVersion are refused). The merged reports equal those of an unsharded run but for
      durations; the time per action is recomputed from all shards' replays; each replay keeps its
      app output.

      Exit status: 0 when every variant passes every scenario and all agree, 1 otherwise, 2 for
      bad usage or results that do not fit together, 3 when the reports could not be written.
      """)

  static func run(_ arguments: ParsedArguments, hooks: HarnessHooks) throws(UsageError) -> Int32 {
    let formats = try ReportFormats.parse(arguments.list("format"))
    guard !arguments.positionals.isEmpty else {
      throw UsageError("merge needs the output folders of the shard runs")
    }
    var parts: [HarnessRun] = []
    for folder in arguments.positionals {
      let file = URL(fileURLWithPath: folder).appendingPathComponent("results.json")
      do {
        parts.append(try JSONReportWriter.run(from: String(contentsOf: file, encoding: .utf8)))
      } catch {
        Console.error("error: cannot read '\(file.relativePath)': \(ReportWriter.reason(of: error))")
        return ExitCode.badInput
      }
    }
    let run: HarnessRun
    do {
      run = try HarnessRun.merged(parts, sources: arguments.positionals)
    } catch {
      Console.error("error: cannot merge: \(error)")
      return ExitCode.badInput
    }
    let directory = try RunCommand.outputFolder(arguments)
    return ReportOutput.writeThenGiveVerdict(run, formats: formats, to: directory, hooks: hooks)
  }
}
