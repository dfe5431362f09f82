import Foundation
import Supervisor

extension ExploreCommand {
  /// The command's options, checked.
  struct Options {
    var seed: UInt64 = 1
    var flows = 1000
    var time: Duration?
    var maxSteps = 30
    var out: URL
    var jobs: Int
    var stepTimeout: Duration
    var batch: Int
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      if let text = arguments.value("seed") {
        guard let seed = UInt64(text) else {
          throw UsageError("option '--seed' needs a whole number from 0 to \(UInt64.max), not '\(text)'")
        }
        self.seed = seed
      }
      if arguments.value("flows") != nil, arguments.value("time") != nil {
        throw UsageError("give either '--flows' or '--time', not both")
      }
      flows = try SharedOptions.positiveInt(arguments, "flows", default: 1000)
      if arguments.value("time") != nil {
        time = try SharedOptions.duration(arguments, "time", default: .seconds(60))
      }
      maxSteps = try SharedOptions.positiveInt(arguments, "max-steps", default: 30)
      guard maxSteps <= 10_000 else {
        throw UsageError("option '--max-steps' is at most 10000, not '\(maxSteps)'")
      }
      let path = arguments.value("out") ?? "explored"
      guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError("option '--out' needs a folder path, not an empty string")
      }
      out = URL(fileURLWithPath: path, isDirectory: true)
      jobs = try SharedOptions.jobs(arguments)
      stepTimeout = try SharedOptions.duration(
        arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
      batch = try SharedOptions.positiveInt(arguments, "batch", default: 250)
      quiet = arguments.flag("quiet")
      guard arguments.positionals.isEmpty else {
        throw UsageError("explore takes no paths, but was given '\(arguments.positionals[0])'")
      }
    }
  }
}
