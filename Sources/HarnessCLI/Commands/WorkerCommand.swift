import Benchmarking
import Foundation
import ReplayWorker
import Runs
import Supervisor
import Terminal

/// `arch-harness _worker`: replays each scenario on each given variant in this process (the replay
/// runtime is installed by ``HarnessMain``) and reports each step and each finished replay on
/// standard output (``WorkerMessage``). Started by the tool itself.
enum WorkerCommand {
  static let spec = CommandSpec(
    name: WorkerProtocol.command, abstract: "Replay scenarios on variants in this process (internal).",
    usage:
      "\(WorkerProtocol.command) --scenarios DIR --variant NAME[,NAME…] [--more-from-input] [--headings-first] SCENARIO-PATH …",
    options: [
      OptionSpec(name: "scenarios", valueName: "DIR", help: "The scenarios folder."),
      OptionSpec(
        name: "variant", valueName: "LIST",
        help: "The variants to replay each scenario on, in order (comma-separated).", isRepeatable: true),
      OptionSpec(
        name: "resume-at", valueName: "NAME", help: "In the first scenario, start at this variant."),
      OptionSpec(
        name: WorkerProtocol.moreFromInputOption,
        help: "Then replay the scenario paths read on standard input, one a line, up to a line END."),
      OptionSpec(
        name: WorkerProtocol.headingsFirstOption,
        help:
          "Report the headings of the SCENARIO-PATHs instead of replaying them; then as --more-from-input."),
      OptionSpec(
        name: "repeat", valueName: "N", help: "Replay each scenario N times; traces must be identical."),
      OptionSpec(name: "bench", help: "Measure instead (arch-harness bench): a BENCH message per scenario."),
      OptionSpec(name: "bench-min-replays", valueName: "N", help: "Measure at least N replays."),
      OptionSpec(name: "bench-max-replays", valueName: "N", help: "Measure at most N replays."),
      OptionSpec(name: "bench-seconds", valueName: "S", help: "Stop measuring a scenario after S seconds."),
      OptionSpec(
        name: "bench-precision", valueName: "F", help: "Stop once every median is known within ±F (0.1)."),
      OptionSpec(name: "bench-kinds", valueName: "LIST", help: "Names of the scenario's actions, in order."),
      OptionSpec(name: "bench-write", help: "Send steps as a run's worker does, and time the writing."),
    ])

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    let request = WorkerRequest(
      scenariosRoot: try ScenarioCatalog.root(from: arguments), variants: arguments.list("variant"),
      resumeAt: arguments.value("resume-at"),
      readsMoreFromInput: arguments.flag(WorkerProtocol.moreFromInputOption)
        || arguments.flag(WorkerProtocol.headingsFirstOption),
      readsHeadingsFirst: arguments.flag(WorkerProtocol.headingsFirstOption),
      repeatCount: max(1, Int(arguments.value("repeat") ?? "1") ?? 1), paths: arguments.positionals)
    guard arguments.flag("bench") else { return request.run(registered: variants.all + variants.extra) }
    let chosen = request.variants.compactMap { variants.variant(named: $0) }
    guard !chosen.isEmpty, chosen.count == request.variants.count else {
      Console.error("error: unknown or missing --variant")
      return ExitCode.badInput
    }
    WorkerRequest.verifyRenderingIfAsked()
    var catalog = WorkerCatalog(root: request.scenariosRoot, paths: request.paths)
    let scenarios = request.paths.compactMap { catalog.scenario(at: $0) }
    guard scenarios.count == request.paths.count else {
      Console.error("error: no valid scenario at one of \(request.paths.joined(separator: ", "))")
      return ExitCode.badInput
    }
    guard chosen.count == 1 else {
      Console.error("error: --bench measures one variant at a time")
      return ExitCode.badInput
    }
    guard var output = WorkerOutput() else { return ExitCode.runtimeUnavailable }
    return BenchWorker.run(scenarios, on: chosen[0], plan: benchPlan(arguments), output: &output)
  }

  /// The bench options (`arch-harness bench` passes them; defaults otherwise).
  private static func benchPlan(_ arguments: ParsedArguments) -> BenchWorker.Plan {
    var plan = BenchWorker.Plan()
    if let value = arguments.value("bench-min-replays").flatMap(Int.init) { plan.minReplays = value }
    if let value = arguments.value("bench-max-replays").flatMap(Int.init) { plan.maxReplays = value }
    if let value = arguments.value("bench-seconds").flatMap(Double.init) { plan.maxSeconds = value }
    if let value = arguments.value("bench-precision").flatMap(Double.init) { plan.precision = value }
    plan.kinds = arguments.value("bench-kinds").map { $0.split(separator: ",").map(String.init) } ?? []
    plan.writesSteps = arguments.flag("bench-write")
    return plan
  }
}
