/// The edits `new-variant` makes to `Package.swift` and the variant registry, as text insertions
/// after known anchors; when an anchor is missing, the error says what to add by hand.
public enum PackageEdits {
  /// An anchor not found, and what to add by hand instead.
  public struct MissingAnchor: Error, CustomStringConvertible {
    let file: String
    let anchor: String
    let addition: String
    public var description: String {
      "cannot find `\(anchor)` in \(file); add this by hand:\n\(addition)"
    }
  }

  /// `Package.swift` with the variant's target, its test target and the registry's dependency.
  public static func package(_ text: String, adding template: VariantTemplate) throws(MissingAnchor) -> String
  {
    let names = template.dependencies.map { "\"\($0)\"" }
    let target =
      "    .target(name: \"\(template.module)\", dependencies: [\(names.joined(separator: ", "))]),\n"
    let testTarget =
      "    .testTarget(\n      name: \"\(template.testModule)\", dependencies: [\"\(template.module)\", "
      + "\(names.joined(separator: ", "))]),\n"
    var text = try insert(
      target, afterLineContaining: ".target(name: \"MassiveMVCApp\"", in: text, file: "Package.swift")
    text = try insert(
      testTarget, afterLineContaining: "// MARK: - Tests", in: text, file: "Package.swift")
    // The registry's dependency list, whatever it holds: the first `]` after its `dependencies: [`.
    let registry = "name: \"VariantRegistry\""
    guard let name = text.range(of: registry),
      let list = text.range(of: "dependencies: [", range: name.upperBound..<text.endIndex),
      let end = text[list.upperBound...].firstIndex(of: "]")
    else {
      throw MissingAnchor(
        file: "Package.swift", anchor: registry,
        addition: "\"\(template.module)\" in VariantRegistry's dependencies")
    }
    // After the last name, in a list on one line (`…"ReducerApp"]`) or laid out over several
    // (`…"ReducerApp",\n  ]`).
    let lastName = text[..<end].lastIndex { !$0.isWhitespace } ?? end
    let module = "\"\(template.module)\""
    if text[lastName] == "," {
      text.insert(contentsOf: " \(module),", at: text.index(after: lastName))
    } else {
      text.insert(contentsOf: ", \(module)", at: text.index(after: lastName))
    }
    return text
  }

  /// `VariantRegistry.swift` with the variant's import, among the others in lexicographic order
  /// (as the formatter wants them), and its line in the list.
  public static func registry(
    _ text: String, adding template: VariantTemplate
  ) throws(MissingAnchor) -> String {
    let addition = "import \(template.module)\n"
    let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
    guard let last = imports.last else {
      throw MissingAnchor(file: "VariantRegistry.swift", anchor: "import AppContract", addition: addition)
    }
    let next = imports.first { $0.dropFirst("import ".count) > Substring(template.module) }
    var text = text
    if let next, let range = text.range(of: next + "\n") {
      text.insert(contentsOf: addition, at: range.lowerBound)
    } else {
      text = try insert(addition, afterLineContaining: String(last), in: text, file: "VariantRegistry.swift")
    }
    text = try insert(
      "    \(template.typeName).self,\n", afterLineContaining: "ReducerVariant.self,", in: text,
      file: "VariantRegistry.swift")
    return text
  }

  private static func insert(
    _ addition: String, afterLineContaining anchor: String, in text: String, file: String
  ) throws(MissingAnchor) -> String {
    guard let found = text.range(of: anchor), let lineEnd = text[found.upperBound...].firstIndex(of: "\n")
    else {
      throw MissingAnchor(file: file, anchor: anchor, addition: addition)
    }
    var text = text
    text.insert(contentsOf: addition, at: text.index(after: lineEnd))
    return text
  }
}
