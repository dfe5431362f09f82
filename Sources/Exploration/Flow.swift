/// One step of a generated flow: a user action or a wait, written as a scenario line.
public enum FlowStep: Hashable, Sendable {
  case launch
  case tap(String)
  case tapDisabled(String)
  case type(String, String)
  case clear(String)
  case choose(String, String)
  case back
  case swipeDismiss
  case open(String)
  case scroll(String)
  case selectTab(String)
  /// Advance the virtual clock by this many milliseconds.
  case wait(Int)

  /// The step as a scenario line (`tap product.p2`, `type bmi.height "180"`).
  public var line: String {
    switch self {
    case .launch: "launch"
    case .tap(let id): "tap \(id)"
    case .tapDisabled(let id): "tap-disabled \(id)"
    case .type(let id, let text): "type \(id) \(Self.quoted(text))"
    case .clear(let id): "clear \(id)"
    case .choose(let id, let option): "choose \(id) \(Self.quoted(option))"
    case .back: "back"
    case .swipeDismiss: "swipe-dismiss"
    case .open(let url): "open \(Self.quoted(url))"
    case .scroll(let id): "scroll \(id)"
    case .selectTab(let tab): "select-tab \(tab)"
    case .wait(let milliseconds): "wait \(milliseconds)ms"
    }
  }

  /// Text in double quotes, with `"` and `\` escaped as the scenario language wants.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}

/// One `api` or `store` line of a generated flow.
public struct ServiceRule: Hashable, Sendable {
  /// The API methods, with the names scenarios use.
  public enum Method: String, CaseIterable, Hashable, Sendable {
    case fetchProducts, fetchProduct, setFavorite, placeOrder, fetchOrders
  }

  /// The history store's operations.
  public enum StoreOperation: String, CaseIterable, Hashable, Sendable {
    case load, save, delete
  }

  public enum Target: Hashable, Sendable {
    /// An `api` line, optionally only for one product and, for `setFavorite`, one value.
    case api(Method, productID: String? = nil, on: Bool? = nil)
    case store(StoreOperation)
  }

  public enum Answer: Hashable, Sendable {
    /// A fixture of the pool, by file name.
    case fixture(String)
    case ok
    case empty
    case network
    case timeout
    case server(Int)
    /// `store … -> fail`.
    case storeFailure
    /// `store load -> stale`: the records as they were when the call arrived, after the whole
    /// latency, even when the load was cancelled meanwhile (a superseded load's late answer).
    case stale

    public var isFailure: Bool {
      switch self {
      case .network, .timeout, .server, .storeFailure: true
      case .fixture, .ok, .empty, .stale: false
      }
    }
  }

  public enum Frequency: Hashable, Sendable {
    case always
    case once
    case onCall(Int)

    /// Lower wins when several rules match: `on call n`, then `once`, then `always`.
    var precedence: Int {
      switch self {
      case .onCall: 0
      case .once: 1
      case .always: 2
      }
    }
  }

  public var target: Target
  public var answer: Answer
  /// Latency in milliseconds of virtual time.
  public var latency: Int
  public var frequency: Frequency

  public init(_ target: Target, _ answer: Answer, latency: Int = 0, frequency: Frequency = .always) {
    self.target = target
    self.answer = answer
    self.latency = latency
    self.frequency = frequency
  }

  /// The rule as a scenario line (`api setFavorite p2 on -> fail server 500 after 100ms once`).
  public var line: String {
    var words: [String]
    switch target {
    case .api(let method, let productID, let on):
      words = ["api", method.rawValue]
      if let productID { words.append(productID) }
      if let on { words.append(on ? "on" : "off") }
    case .store(let operation):
      words = ["store", operation.rawValue]
    }
    words.append("->")
    switch answer {
    case .fixture(let name): words.append("fixtures/\(name)")
    case .ok: words.append("ok")
    case .empty: words.append("empty")
    case .network: words += ["fail", "network"]
    case .timeout: words += ["fail", "timeout"]
    case .server(let status): words += ["fail", "server", String(status)]
    case .storeFailure: words.append("fail")
    case .stale: words.append("stale")
    }
    if latency > 0 { words += ["after", "\(latency)ms"] }
    switch frequency {
    case .always: break
    case .once: words.append("once")
    case .onCall(let number): words += ["on", "call", String(number)]
    }
    return words.joined(separator: " ")
  }

  /// The fixture the rule answers with, if any.
  public var fixtureName: String? {
    if case .fixture(let name) = answer { return name }
    return nil
  }
}

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
