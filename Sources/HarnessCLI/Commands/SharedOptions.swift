import Foundation
import Runs

/// Options several commands share.
enum SharedOptions {
  static let scenarios = OptionSpec(
    name: "scenarios", valueName: "DIR",
    help: "The scenarios folder (default: Scenarios in the current folder or the nearest one above it).")
  static let spec = OptionSpec(
    name: "spec", valueName: "FILE",
    help: "The specification whose behaviour ids scenarios cover (default: Docs/AppSpec.md beside Scenarios)."
  )
  static let variant = OptionSpec(
    name: "variant", valueName: "NAME",
    help: "Only these variants, comma-separated (arch-harness list names them).",
    isRepeatable: true)
  static let tag = OptionSpec(
    name: "tag", valueName: "TAG", help: "Only scenarios with this tag.", isRepeatable: true)
  static let scenario = OptionSpec(
    name: "scenario", valueName: "TEXT", help: "Only scenarios whose title or path contains TEXT.",
    isRepeatable: true)
  static let jobs = OptionSpec(
    name: "jobs", short: "j", valueName: "N",
    help: "Worker processes at once, at most twice the number of cores (default: the number of cores).")
  static let stepTimeout = OptionSpec(
    name: "step-timeout", valueName: "DURATION",
    help: "Stop a variant whose step runs longer than this, in wall time: 500ms, 10s, 2m (default: 10s).")
  static let repeatCount = OptionSpec(
    name: "repeat", valueName: "N", help: "Replay each scenario N times and fail if any trace differs.")

  /// The most worker processes `--jobs` may ask for: twice the cores. Workers replay on the CPU,
  /// so more than the cores only share them; far more (48 on 2 cores) starves the supervisor and
  /// turns slow steps into time-outs.
  static var maximumJobs: Int { 2 * ProcessInfo.processInfo.activeProcessorCount }

  /// `--jobs N`: from 1 to ``maximumJobs``; the number of cores when it is not given.
  static func jobs(_ arguments: ParsedArguments) throws(UsageError) -> Int {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    guard let text = arguments.value("jobs") else { return ReplayBatch.defaultParallelism }
    guard let value = Int(text), (1...maximumJobs).contains(value) else {
      throw UsageError(
        "option '--jobs' needs a whole number from 1 to \(maximumJobs) (twice the \(cores) "
          + "core\(cores == 1 ? "" : "s")), not '\(text)'")
    }
    return value
  }

  /// A whole number option that must be at least 1.
  static func positiveInt(
    _ arguments: ParsedArguments, _ name: String, default fallback: Int
  ) throws(UsageError) -> Int {
    guard let text = arguments.value(name) else { return fallback }
    guard let value = Int(text), value >= 1 else {
      throw UsageError("option '--\(name)' needs a whole number of at least 1, not '\(text)'")
    }
    return value
  }

  /// A duration option written as a whole number of `ms`, `s` or `m`, at least 1 ms.
  static func duration(
    _ arguments: ParsedArguments, _ name: String, default fallback: Duration
  ) throws(UsageError) -> Duration {
    guard let text = arguments.value(name) else { return fallback }
    let units: [(suffix: String, milliseconds: Int64)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
    for unit in units where text.hasSuffix(unit.suffix) {
      let digits = text.dropLast(unit.suffix.count)
      if !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int64(digits), value >= 1,
        value <= Int64.max / unit.milliseconds / 1000
      {
        return .milliseconds(value * unit.milliseconds)
      }
    }
    throw UsageError(
      "option '--\(name)' needs a duration such as 500ms, 10s or 2m (a whole number of at least 1), not '\(text)'"
    )
  }
}
