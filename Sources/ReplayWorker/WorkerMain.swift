import AppContract
import DeterministicRuntime
import Foundation
import Supervisor
import Terminal

/// The entry point of a worker built on its own, without the tool around it: the scratch copies
/// of `mutate` and `coverage` build one that registers only the variants they replay, so that
/// neither compiles the command line, the reports or the variants nobody asked for. It takes the
/// same `_worker` command line as the tool (``WorkerRequest``), for replays only.
public enum WorkerMain {
  /// Runs the worker's command line on `variants` and exits. Call it first thing in a synchronous
  /// `main.swift`: the replay runtime must be installed before anything is enqueued on the main
  /// executor.
  public static func run(variants: [any AppVariant.Type]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.first == WorkerProtocol.command else {
      Console.error("error: this is a replay worker; it takes '\(WorkerProtocol.command)' and a request")
      exit(ExitCode.badInput)
    }
    if let reason = ReplayRuntime.install() {
      if let message = ReplayRuntime.backendVariableError {
        Console.error("error: \(message)")
        exit(ExitCode.badInput)
      }
      Console.error("error: replays cannot run here: \(reason)")
      exit(ExitCode.runtimeUnavailable)
    }
    WorkerLifeline.watchIfWorker()
    do throws(WorkerRequest.BadArguments) {
      let request = try WorkerRequest(arguments: Array(arguments.dropFirst()))
      exit(request.run(registered: variants))
    } catch {
      Console.error(error.message)
      exit(ExitCode.badInput)
    }
  }
}
