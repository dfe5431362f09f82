import Foundation
import ScenarioKit

// Synchronous top level on purpose: the replay runtime must replace the executors before anything
// is enqueued on the main executor, so a worker installs it first, before any other work.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case DeterminismSelfTest.commandName:
  ReplayRuntime.install()
  exit(DeterminismSelfTest.run(arguments: Array(arguments.dropFirst())))
case WorkerProtocol.command:
  ReplayRuntime.install()
  exit(Tool.main(arguments))
default:
  exit(Tool.main(arguments))
}
