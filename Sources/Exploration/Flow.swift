/// A generated user flow: how the services answer, and what the user does. Written out, it is an
/// ordinary scenario.
public struct Flow: Hashable, Sendable {
  /// `api` and `store` lines, in file order (order matters among rules of the same kind).
  public var rules: [ServiceRule]
  /// The history store's seed fixture, if any (`store seed fixtures/…`).
  public var storeSeed: String?
  /// The steps; the first is `launch`.
  public var steps: [FlowStep]

  public init(rules: [ServiceRule], storeSeed: String? = nil, steps: [FlowStep]) {
    self.rules = rules
    self.storeSeed = storeSeed
    self.steps = steps
  }

  /// Lines of the flow: steps, rules and the seed. A shrunk flow is never longer.
  public var size: Int { steps.count + rules.count + (storeSeed == nil ? 0 : 1) }

  /// Every fixture the flow names.
  public var fixtureNames: [String] {
    var names = rules.compactMap(\.fixtureName)
    if let storeSeed { names.append(storeSeed) }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }.sorted()
  }

  /// What comes after a step: assertions written below it (`expect-calls …`).
  public struct Annotation: Hashable, Sendable {
    /// The index of the step the lines follow.
    public var afterStep: Int
    public var lines: [String]

    public init(afterStep: Int, lines: [String]) {
      self.afterStep = afterStep
      self.lines = lines
    }
  }

  /// The flow as a `.scenario` file: the title, the tags, comment lines (each made one that the
  /// language accepts: ``commentSafe(_:)``), the service lines, the steps and, after the steps they
  /// name, the annotations' lines.
  public func scenarioText(
    title: String, tags: [String], comments: [String] = [], annotations: [Annotation] = []
  ) -> String {
    var lines = ["scenario: \(title)"]
    if !tags.isEmpty { lines.append("tags: \(tags.joined(separator: ", "))") }
    lines += comments.map { $0.isEmpty ? "#" : "# \(Self.commentSafe($0))" }
    lines.append("")
    if let storeSeed { lines.append("store seed fixtures/\(storeSeed)") }
    lines += rules.map(\.line)
    lines.append("")
    for (index, step) in steps.enumerated() {
      lines.append(step.line)
      for annotation in annotations where annotation.afterStep == index { lines += annotation.lines }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Flow {
  /// Text that can stand in a comment: a line break, another control character (but a tab), a
  /// format character or a space other than ` ` becomes `?`, as the language refuses them there.
  static func commentSafe(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator: "?"
        case .spaceSeparator where scalar != " ": "?"
        default: Character(scalar)
        }
      })
  }
}
