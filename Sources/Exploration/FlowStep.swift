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
