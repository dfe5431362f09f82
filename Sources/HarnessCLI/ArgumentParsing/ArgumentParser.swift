import HeadlessUI

/// The parsed command line of one command.
public struct ParsedArguments: Sendable, Equatable {
  public var values: [String: [String]] = [:]
  public var flags: Set<String> = []
  public var positionals: [String] = []

  public init() {}

  /// The last value given for `option`, if any.
  public func value(_ option: String) -> String? { values[option]?.last }
  /// Every value given for `option`, comma-separated lists split.
  public func list(_ option: String) -> [String] {
    (values[option] ?? []).flatMap { $0.split(separator: ",").map { String($0) } }.filter { !$0.isEmpty }
  }
  public func flag(_ option: String) -> Bool { flags.contains(option) }
}

/// A command line that does not fit the command; the text says what and offers a fix.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Parses arguments against a ``CommandSpec``: `--name value`, `--name=value`, `-n value`, flags,
/// `--` to end options, and positionals.
public enum ArgumentParser {
  public static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var (name, inlineValue) = split(argument)
      let option: OptionSpec
      if argument.hasPrefix("--") {
        guard let found = spec.options.first(where: { $0.name == name }) else {
          throw unknownOption(argument, spec: spec)
        }
        option = found
      } else {
        guard name.count == 1, let found = spec.options.first(where: { $0.short == name.first }) else {
          throw unknownOption(argument, spec: spec)
        }
        option = found
        name = found.name
      }
      guard let valueName = option.valueName else {
        if inlineValue != nil { throw UsageError("option '--\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '--\(name)' needs a value: --\(name) \(valueName)")
      }
      if !option.isRepeatable, parsed.values[name] != nil {
        throw UsageError("option '--\(name)' was given twice; give it once")
      }
      // A list given empty (`--variant ""`, from an unset shell variable) would mean "all".
      if option.isRepeatable, !value.split(separator: ",").contains(where: { !$0.isEmpty }) {
        throw UsageError("option '--\(name)' needs a value, not an empty list: --\(name) \(valueName)")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }

  private static func split(_ argument: String) -> (String, String?) {
    let body = argument.drop { $0 == "-" }
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private static func unknownOption(_ argument: String, spec: CommandSpec) -> UsageError {
    let names = spec.options.map { "--\($0.name)" }
    let hint = Suggestion.closest(to: argument, in: names).map { "; did you mean '\($0)'?" } ?? ""
    return UsageError("unknown option '\(argument)' for '\(spec.name)'\(hint)")
  }
}
