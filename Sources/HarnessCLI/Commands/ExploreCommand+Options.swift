import ExploratoryTesting
import Foundation
import Supervisor
import Terminal

extension ExploreOptions {
  /// The command's options, checked.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    var seed: UInt64 = 1
    if let text = arguments.value("seed") {
      guard let value = UInt64(text) else {
        throw UsageError("option '--seed' needs a whole number from 0 to \(UInt64.max), not '\(text)'")
      }
      seed = value
    }
    if arguments.value("flows") != nil, arguments.value("time") != nil {
      throw UsageError("give either '--flows' or '--time', not both")
    }
    let flows = try SharedOptions.positiveInt(arguments, "flows", default: 1000)
    var time: Duration?
    if arguments.value("time") != nil {
      time = try SharedOptions.duration(arguments, "time", default: .seconds(60))
    }
    let maxSteps = try SharedOptions.positiveInt(arguments, "max-steps", default: 30)
    guard maxSteps <= 10_000 else {
      throw UsageError("option '--max-steps' is at most 10000, not '\(maxSteps)'")
    }
    let path = arguments.value("out") ?? "explored"
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw UsageError("option '--out' needs a folder path, not an empty string")
    }
    // Checked now, not when the first finding is written, after minutes of exploring.
    if let file = Self.fileInTheWay(of: URL(fileURLWithPath: path, isDirectory: true)) {
      throw UsageError("option '--out' needs a folder, and '\(DisplayPath.of(file))' is a file")
    }
    let jobs = try SharedOptions.jobs(arguments)
    let stepTimeout = try SharedOptions.duration(
      arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
    let batch = try SharedOptions.positiveInt(arguments, "batch", default: 250)
    let quiet = arguments.flag("quiet")
    guard arguments.positionals.isEmpty else {
      throw UsageError("explore takes no paths, but was given '\(arguments.positionals[0])'")
    }
    self.init(
      seed: seed, flows: flows, time: time, maxSteps: maxSteps,
      out: URL(fileURLWithPath: path, isDirectory: true),
      jobs: jobs, stepTimeout: stepTimeout, batch: batch, quiet: quiet)
  }

  /// `folder`, or the nearest of its ancestors that exists, when that is not a folder: nothing
  /// could be written into `folder` then.
  static func fileInTheWay(of folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while true {
      switch PathKind(of: candidate) {
      case .folder: return nil
      case .file: return candidate
      case .nothing:
        let parent = candidate.deletingLastPathComponent()
        if parent.path == candidate.path { return nil }
        candidate = parent
      }
    }
  }
}
