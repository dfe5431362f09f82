import DeterministicRuntime
import Foundation
import Runs
import RuntimeSelfTest
import Supervisor
import Terminal

/// The tool's entry point, shared by `arch-harness` and the test build with planted variants.
public enum HarnessMain {
  /// Runs the command line and exits. Call it first thing in a synchronous `main.swift`: a worker
  /// must install the replay runtime before anything is enqueued on the main executor.
  public static func run(variants: VariantCatalog, hooks: HarnessHooks = HarnessHooks()) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case DeterminismSelfTest.commandName, WorkerProtocol.command:
      if let reason = ReplayRuntime.install() {
        if let message = ReplayRuntime.backendVariableError {
          Console.error("error: \(message)")
          exit(ExitCode.badInput)
        }
        RuntimeAvailability.explain(reason)
        exit(ExitCode.runtimeUnavailable)
      }
      WorkerLifeline.watchIfWorker()
      if arguments.first == DeterminismSelfTest.commandName {
        exit(DeterminismSelfTest.run(arguments: Array(arguments.dropFirst())))
      }
      exit(Tool.main(arguments, variants: variants, hooks: hooks))
    default:
      ProcessGroups.installSignalHandlers()
      ProcessGroups.exit(Tool.main(arguments, variants: variants, hooks: hooks))
    }
  }
}

/// What the tool says, once, where replays cannot run.
enum RuntimeAvailability {
  /// The one-line `docker run` that replays in the official Swift 6.3 Linux container.
  static let containerCommand = #"docker run --rm -v "$PWD":/src -w /src swift:6.3 swift run arch-harness"#

  /// Prints why replays cannot run here and what to do instead.
  static func explain(_ reason: String) {
    Console.error("error: replays cannot run here: \(reason)")
    Console.error(
      "note: replays need a replay backend: the executor SPI (Swift 6.3 on Linux) or the Swift "
        + "runtime's executor hooks (ARCH_HARNESS_EXECUTOR=hooks; Docs/Determinism.md, \"Where it runs\")")
    Console.error("note: run them in the official Swift 6.3 Linux container instead:\n  \(containerCommand)")
    Console.error("note: 'check', 'list' and 'merge' work here")
  }

  /// Returns false (after explaining) when replays cannot run in this build; throws when
  /// `ARCH_HARNESS_EXECUTOR` names no backend.
  static func canReplay() throws(UsageError) -> Bool {
    if let message = ReplayRuntime.backendVariableError { throw UsageError(message) }
    guard let reason = ReplayRuntime.unavailableReason else { return true }
    explain(reason)
    return false
  }
}
