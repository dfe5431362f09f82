import DeterministicRuntime
import Foundation
import Supervisor

/// The tool's entry point, shared by `arch-harness` and the test build with planted variants.
public enum HarnessMain {
  /// Runs the command line and exits. Call it first thing in a synchronous `main.swift`: a worker
  /// must install the replay runtime before anything is enqueued on the main executor.
  public static func run(variants: VariantCatalog, hooks: HarnessHooks = HarnessHooks()) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case DeterminismSelfTest.commandName:
      ReplayRuntime.install()
      exit(DeterminismSelfTest.run(arguments: Array(arguments.dropFirst())))
    case WorkerProtocol.command:
      ReplayRuntime.install()
      WorkerLifeline.watchIfWorker()
      exit(Tool.main(arguments, variants: variants, hooks: hooks))
    default:
      ProcessGroups.installSignalHandlers()
      exit(Tool.main(arguments, variants: variants, hooks: hooks))
    }
  }
}
