import Foundation
import Reports
import Runs
import Terminal

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

  static func run(
    _ arguments: ParsedArguments, variants: VariantCatalog, hooks: HarnessHooks
  ) throws(UsageError) -> Int32 {
    let formats = try ReportFormats.parse(arguments.list("format"))
    guard !arguments.positionals.isEmpty else {
      throw UsageError("merge needs the output folders of the shard runs")
    }
    let directory = try RunCommand.outputFolder(arguments)
    for folder in arguments.positionals where Self.isSameFolder(folder, directory) {
      throw UsageError(
        "option '--out' names '\(folder)', a shard being merged: write the merged reports to another folder")
    }
    var parts: [HarnessRun] = []
    for folder in arguments.positionals {
      let file = URL(fileURLWithPath: folder).appendingPathComponent("results.json")
      let bytes: [UInt8]
      do {
        bytes = Array(try Data(contentsOf: file))
      } catch {
        Console.error("error: cannot read '\(file.relativePath)': \(ReportWriter.reason(of: error))")
        return ExitCode.badInput
      }
      do {
        parts.append(try HarnessRun.read(json: bytes, source: file.relativePath))
      } catch {
        Console.error(error.description)
        return ExitCode.badInput
      }
    }
    let run: HarnessRun
    do {
      let names = (variants.all + variants.extra).map { $0.name }
      run = try HarnessRun.merged(parts, sources: arguments.positionals, knownVariants: names)
    } catch {
      Console.error("error: cannot merge: \(error)")
      return ExitCode.badInput
    }
    return ReportOutput.writeThenGiveVerdict(run, formats: formats, to: directory, hooks: hooks)
  }

  /// Whether the folder `path` is `directory` (both resolved, links followed).
  private static func isSameFolder(_ path: String, _ directory: URL) -> Bool {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
      == directory.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
