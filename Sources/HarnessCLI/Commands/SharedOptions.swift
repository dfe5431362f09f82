/// Options several commands share.
enum SharedOptions {
  static let scenarios = OptionSpec(
    name: "scenarios", valueName: "DIR", help: "The scenarios folder (default: ./Scenarios).")
  static let variant = OptionSpec(
    name: "variant", valueName: "NAME", help: "Only this variant: mvc, mvvmc, viper, reducer.",
    isRepeatable: true)
  static let tag = OptionSpec(
    name: "tag", valueName: "TAG", help: "Only scenarios with this tag.", isRepeatable: true)
  static let scenario = OptionSpec(
    name: "scenario", valueName: "TEXT", help: "Only scenarios whose title or path contains TEXT.",
    isRepeatable: true)
  static let jobs = OptionSpec(
    name: "jobs", short: "j", valueName: "N", help: "Worker processes at once (default: the number of cores)."
  )
  static let repeatCount = OptionSpec(
    name: "repeat", valueName: "N", help: "Replay each scenario N times and fail if any trace differs.")

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
}
