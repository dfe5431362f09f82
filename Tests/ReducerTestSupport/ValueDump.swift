/// Prints any value as indented, line-oriented text for failure messages and diffs:
/// structs as `Type(field: value, …)`, enums as `.case(payload)`, collections as `[…]`, short
/// parts on one line, long ones one field a line.
public enum ValueDump {
  /// The text of `value`.
  public static func text(_ value: Any) -> String {
    render(value, indent: 0)
  }

  private static let lineBudget = 80

  private static func render(_ value: Any, indent: Int) -> String {
    switch value {
    case let string as String: return "\"\(string)\""
    case is Bool, is Int, is Double, is Character: return "\(value)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return render(wrapped.value, indent: indent)
    case .enum:
      return renderEnum(value, mirror: mirror, indent: indent)
    case .collection:
      return group("", "[", "]", mirror.children.map { (nil, render($0.value, indent: indent + 1)) }, indent)
    case .set:
      let items = mirror.children.map { render($0.value, indent: indent + 1) }.sorted()
      return group("Set", "([", "])", items.map { (nil, $0) }, indent)
    case .dictionary:
      let pairs = mirror.children.map { pair -> (String, String) in
        let parts = Array(Mirror(reflecting: pair.value).children)
        return (render(parts[0].value, indent: indent + 1), render(parts[1].value, indent: indent + 1))
      }
      return group("", "[", "]", pairs.sorted { $0.0 < $1.0 }.map { ($0.0, $0.1) }, indent)
    case .tuple:
      return group("", "(", ")", fields(mirror, indent: indent), indent)
    default:
      if mirror.children.isEmpty || value is CustomStringConvertible {
        let text = (value as? CustomStringConvertible)?.description ?? "\(value)"
        return mirror.children.isEmpty ? text : "\(typeName(value))(\(text))"
      }
      return group(typeName(value), "(", ")", fields(mirror, indent: indent), indent)
    }
  }

  private static func renderEnum(_ value: Any, mirror: Mirror, indent: Int) -> String {
    guard let payload = mirror.children.first else { return ".\(value)" }
    let name = "." + (payload.label ?? "\(value)")
    let inner = Mirror(reflecting: payload.value)
    let items =
      inner.displayStyle == .tuple
      ? fields(inner, indent: indent) : [(nil, render(payload.value, indent: indent + 1))]
    return group(name, "(", ")", items, indent)
  }

  private static func fields(_ mirror: Mirror, indent: Int) -> [(String?, String)] {
    mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label, render(child.value, indent: indent + 1))
    }
  }

  /// `name(a, b)` when it fits on a line, else one item a line.
  private static func group(
    _ name: String, _ open: String, _ close: String, _ items: [(String?, String)], _ indent: Int
  ) -> String {
    let parts = items.map { label, text in label.map { "\($0): \(text)" } ?? text }
    let inline = name + open + parts.joined(separator: ", ") + close
    if !inline.contains("\n") && inline.count + indent * 2 <= lineBudget { return inline }
    let pad = String(repeating: "  ", count: indent + 1)
    let body = parts.map { pad + $0 }.joined(separator: ",\n")
    return name + open + "\n" + body + "\n" + String(repeating: "  ", count: indent) + close
  }

  private static func typeName(_ value: Any) -> String {
    var name = String(reflecting: type(of: value))
    for module in [
      "ReducerApp.", "ReducerAppTests.", "ReducerCore.", "ReducerCoreTests.", "ReducerRuntime.",
      "ReducerRuntimeTests.", "Domain.", "AppContract.", "Swift.", "Foundation.",
    ] {
      name = name.replacingOccurrences(of: module, with: "")
    }
    return name
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
