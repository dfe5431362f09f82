import AppContract
import Comparison
import DeterministicRuntime
import Foundation
import Replay
import ScenarioLanguage
import Supervisor
import Traces

/// `arch-harness _worker`: replays scenarios on one variant in this process (the replay runtime is
/// installed by ``HarnessMain``) and reports each step and each finished replay on standard output
/// (``WorkerMessage``). Started by the tool itself.
enum WorkerCommand {
  static let spec = CommandSpec(
    name: WorkerProtocol.command, abstract: "Replay scenarios on one variant in this process (internal).",
    usage: "\(WorkerProtocol.command) --scenarios DIR --variant NAME SCENARIO-PATH …",
    options: [
      OptionSpec(name: "scenarios", valueName: "DIR", help: "The scenarios folder."),
      OptionSpec(name: "variant", valueName: "NAME", help: "The variant to replay on."),
      OptionSpec(
        name: "repeat", valueName: "N", help: "Replay each scenario N times; traces must be identical."),
    ])

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    guard let name = arguments.value("variant"), let variant = variants.variant(named: name) else {
      Console.error("error: unknown or missing --variant")
      return ExitCode.badInput
    }
    let repeatCount = max(1, Int(arguments.value("repeat") ?? "1") ?? 1)
    let root = try ScenarioCatalog.root(from: arguments)
    // Only the scenarios asked for are parsed (paths are the root folder's name, then the path
    // inside it), so a worker given part of a large folder does not parse all of it.
    let prefix = root.standardizedFileURL.lastPathComponent + "/"
    let relative = arguments.positionals.filter { $0.hasPrefix(prefix) }.map {
      String($0.dropFirst(prefix.count))
    }
    let loaded =
      relative.count == arguments.positionals.count
      ? ScenarioLoader.load(relative, root: root) : ScenarioLoader.loadAll(root: root)
    for path in arguments.positionals {
      guard let scenario = loaded.scenarios.first(where: { $0.path == path }) else {
        Console.error("error: no valid scenario at \(path)")
        return ExitCode.badInput
      }
      send(.scenarioStarted(path: path))
      var trace = replay(scenario, on: variant, sendsSteps: true)
      for attempt in 1..<repeatCount where ReplayRuntime.leftoverWork == nil {
        let again = replay(scenario, on: variant, sendsSteps: false)
        if let difference = TraceEquality.firstDifference(trace, again) {
          trace.outcome = .nondeterministic(
            message: "replay \(attempt + 1) of \(repeatCount) differs: \(difference)")
          break
        }
      }
      trace.steps = []
      send(.finished(trace))
      if ReplayRuntime.leftoverWork != nil {
        send(.restarting(reason: "work left running by \(path)"))
        return ExitCode.success
      }
    }
    return ExitCode.success
  }

  private static func send(_ message: WorkerMessage) {
    Console.out(WorkerProtocol.line(for: message))
  }

  /// Replays `scenario` once, sending a heartbeat per step and, with `sendsSteps`, each step's
  /// record.
  private static func replay(
    _ scenario: Scenario, on variant: any AppVariant.Type, sendsSteps: Bool
  ) -> ReplayTrace {
    ReplayRuntime.runOnMainActor {
      Replayer(scenario: scenario, relativePath: scenario.path, variant: variant).run { progress in
        switch progress {
        case .stepStarted(let index, let step):
          send(
            .stepStarted(
              StepMarker(
                index: index, file: step.location.file, line: step.location.line,
                column: step.location.column,
                source: step.sourceLine)))
        case .stepFinished(let step):
          if sendsSteps { send(.stepFinished(step)) }
        case .tearDownStarted:
          send(.tearDownStarted)
        }
      }
    }
  }
}
