/// The shape of one command of the tool: what it takes and how `--help` describes it.
public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  /// The usage line after the tool name (`replay [PATH …] [--variant NAME …]`).
  public var usage: String
  public var options: [OptionSpec]
  /// What the positional arguments are, for help; empty when the command takes none.
  public var positionalHelp: [(name: String, help: String)]
  public var discussion: String

  public init(
    name: String, abstract: String, usage: String, options: [OptionSpec] = [],
    positionalHelp: [(name: String, help: String)] = [], discussion: String = ""
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.options = options + [OptionSpec.help]
    self.positionalHelp = positionalHelp
    self.discussion = discussion
  }
}

/// One `--option`: a flag, or an option that takes a value (possibly several times).
public struct OptionSpec: Sendable, Equatable {
  public var name: String
  public var short: Character?
  /// The value's placeholder (`DIR`); nil for a flag.
  public var valueName: String?
  public var help: String
  public var isRepeatable: Bool

  public init(
    name: String, short: Character? = nil, valueName: String? = nil, help: String, isRepeatable: Bool = false
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.help = help
    self.isRepeatable = isRepeatable
  }

  public static let help = OptionSpec(name: "help", short: "h", help: "Show help for this command.")
}
