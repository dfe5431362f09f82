import Foundation
import Testing

/// Every Markdown link in README, CONTRIBUTING, CHANGELOG and Docs resolves inside the repository
/// (anchors included), and nothing points outside it: the repository stands alone.
@Suite struct DocumentationLinkTests {
  static var documents: [String] {
    let docs = HarnessProcess.packageRoot.appendingPathComponent("Docs")
    let pages = (FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" }
    return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"] + pages.sorted()
  }

  /// The `[text](target)` links of `markdown`, outside code spans and blocks.
  static func links(in markdown: String) -> [String] {
    var links: [String] = []
    var inBlock = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, SourceText.contains(line, "](") else { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() where index.isMultiple(of: 2) {
        var rest = part[...]
        while let open = rest.range(of: "](") {
          let after = rest[open.upperBound...]
          guard let close = after.firstIndex(of: ")") else { break }
          links.append(String(after[..<close]))
          rest = after[close...]
        }
      }
    }
    return links
  }

  /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to `-`.
  static func anchors(in markdown: String) -> Set<String> {
    Set(
      markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
        let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(
          text.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
              ? character : nil
          })
      })
  }

  @Test func everyLinkResolvesInsideTheRepository() throws {
    var broken: [String] = []
    var checked = 0
    var anchorsByFile: [String: Set<String>] = [:]
    for document in Self.documents {
      let url = HarnessProcess.packageRoot.appendingPathComponent(document)
      let text = try String(contentsOf: url, encoding: .utf8)
      for link in Self.links(in: text) {
        if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") { continue }
        checked += 1
        let pieces = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
          String.init)
        let target =
          pieces[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(pieces[0])
        let resolved = target.standardizedFileURL.path
        guard resolved.hasPrefix(HarnessProcess.packageRoot.standardizedFileURL.path + "/"),
          FileManager.default.fileExists(atPath: resolved)
        else {
          broken.append("\(document): \(link)")
          continue
        }
        if pieces.count == 2, resolved.hasSuffix(".md") {
          if anchorsByFile[resolved] == nil {
            anchorsByFile[resolved] = Self.anchors(in: try String(contentsOfFile: resolved, encoding: .utf8))
          }
          if anchorsByFile[resolved]?.contains(pieces[1]) != true {
            broken.append("\(document): \(link) (no such heading)")
          }
        }
      }
    }
    #expect(checked > 30, "only \(checked) links found")
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
  }

  @Test func nothingPointsOutsideTheRepository() throws {
    for document in Self.documents {
      let text = try String(
        contentsOf: HarnessProcess.packageRoot.appendingPathComponent(document), encoding: .utf8)
      #expect(!text.contains("../shared"), "\(document) refers to ../shared")
    }
  }
}
