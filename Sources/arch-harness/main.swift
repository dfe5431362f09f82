import Foundation
import ScenarioKit

// Synchronous top level on purpose: the replay runtime must replace the executors before anything
// is enqueued on the main executor, so it is installed first, before any other work.
if CommandLine.arguments.dropFirst().first == DeterminismSelfTest.commandName {
  ReplayRuntime.install()
  exit(DeterminismSelfTest.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}

print("arch-harness: work in progress")
