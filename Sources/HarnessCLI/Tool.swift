import HeadlessUI
import Runs
import Supervisor
import Terminal

/// The command-line tool: picks the command, parses its arguments, turns errors into messages and
/// exit codes in one place.
extension Tool {
  static let commands: [CommandSpec] = [
    RunCommand.spec, ReplayCommand.spec, CheckCommand.spec, ListCommand.spec, MergeCommand.spec,
    NewVariantCommand.spec, ExploreCommand.spec, BenchCommand.spec, MutateCommand.spec,
    CoverageCommand.spec, ChangeCostCommand.spec, VerifyCommand.spec,
  ]

  /// What a command leaves behind if a signal stops it before it has written anything.
  static func stopNote(for command: String) -> String? {
    switch command {
    case "run", "merge":
      return "no report was written or replaced (a report set is replaced whole or not at all)"
    case "mutate", "coverage", "change-cost":
      return "no report was written or replaced; the scratch build in .build is kept for the next run"
    case "replay", "check", "list", "verify":
      return "nothing was written"
    default:
      return nil
    }
  }

  static func main(_ arguments: [String], variants: VariantCatalog, hooks: HarnessHooks) -> Int32 {
    var arguments = arguments
    if arguments.first == "--version" {
      Console.out(version)
      return ExitCode.success
    }
    if arguments.first == "help" { arguments = Array(arguments.dropFirst()) + ["--help"] }
    if arguments == ["--help"] || arguments == ["-h"] {
      Console.out(overview)
      return ExitCode.success
    }
    let name = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "run"
    let rest = arguments.first == name ? Array(arguments.dropFirst()) : arguments
    ProcessGroups.setStopNote(stopNote(for: name))
    do throws(UsageError) {
      switch name {
      case "run":
        return try run(RunCommand.spec, rest) { arguments throws(UsageError) in
          try RunCommand.run(arguments, variants: variants, hooks: hooks)
        }
      case "replay":
        return try run(ReplayCommand.spec, rest) { arguments throws(UsageError) in
          try ReplayCommand.run(arguments, variants: variants)
        }
      case "check":
        return try run(CheckCommand.spec, rest) { arguments throws(UsageError) in
          try CheckCommand.run(arguments, variants: variants)
        }
      case "list":
        return try run(ListCommand.spec, rest) { arguments throws(UsageError) in
          try ListCommand.run(arguments, variants: variants)
        }
      case "new-variant":
        return try run(NewVariantCommand.spec, rest) { arguments throws(UsageError) in
          try NewVariantCommand.run(arguments, variants: variants)
        }
      case "merge":
        return try run(MergeCommand.spec, rest) { arguments throws(UsageError) in
          try MergeCommand.run(arguments, variants: variants, hooks: hooks)
        }
      case "explore":
        return try run(ExploreCommand.spec, rest) { arguments throws(UsageError) in
          try ExploreCommand.run(arguments, variants: variants)
        }
      case "mutate":
        return try run(MutateCommand.spec, rest) { arguments throws(UsageError) in
          try MutateCommand.run(arguments, variants: variants)
        }
      case "coverage":
        return try run(CoverageCommand.spec, rest) { arguments throws(UsageError) in
          try CoverageCommand.run(arguments, variants: variants)
        }
      case "change-cost":
        return try run(ChangeCostCommand.spec, rest) { arguments throws(UsageError) in
          try ChangeCostCommand.run(arguments, variants: variants)
        }
      case "verify":
        return try run(VerifyCommand.spec, rest) { arguments throws(UsageError) in
          try VerifyCommand.run(arguments, variants: variants)
        }
      case "bench":
        return try run(BenchCommand.spec, rest) { arguments throws(UsageError) in
          try BenchCommand.run(arguments, variants: variants)
        }
      case WorkerProtocol.command:
        return try run(WorkerCommand.spec, rest) { arguments throws(UsageError) in
          try WorkerCommand.run(arguments, variants: variants)
        }
      default:
        let hint =
          Suggestion.closest(to: name, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown command '\(name)'\(hint)")
      }
    } catch {
      Console.error("error: \(error.message)")
      let known = commands.contains { $0.name == name } && name != "run"
      Console.error("usage: see '\(Tool.name) --help'" + (known ? " or '\(Tool.name) \(name) --help'" : ""))
      return ExitCode.badInput
    }
  }

  private static func run(
    _ spec: CommandSpec, _ arguments: [String], _ body: (ParsedArguments) throws(UsageError) -> Int32
  ) throws(UsageError) -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, for: spec)
    if parsed.flag("help") {
      Console.out(HelpFormatter.help(for: spec, tool: name))
      return ExitCode.success
    }
    return try body(parsed)
  }

  static var overview: String {
    var lines = [
      "OVERVIEW: Replay the same app built in every architecture and compare them: MVC, massive MVC,",
      "MVP, MVVM+C, VIPER and reducer in UIKit; Apple-native, MVVM+C and reducer in SwiftUI.",
      "",
      "USAGE: \(name) [COMMAND] [OPTIONS]",
      "",
      "COMMANDS:",
    ]
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    for spec in commands {
      lines.append("  \(spec.name.padding(width))\(spec.abstract)\(spec.name == "run" ? " (default)" : "")")
    }
    lines += [
      "",
      "Run '\(name) COMMAND --help' for a command's options.",
      "Exit status: 0 success, 1 failures or divergences, 2 bad usage or bad scenario files,",
      "3 the reports could not be written, 4 replays cannot run in this build.",
    ]
    return lines.joined(separator: "\n")
  }
}
