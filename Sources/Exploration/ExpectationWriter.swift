import Comparison
import Traces

/// Turns what the majority showed at the first divergent step into assertion lines written
/// below that step (`expect-calls …`, `expect-navigation …`, `expect-screen …`), so that the
/// explored scenario states what the app should have done and the odd one out fails it.
public enum ExpectationWriter {
  /// How much to write: everything that differs, or only calls, navigation, tab and screen.
  public enum Detail: CaseIterable, Sendable {
    case elements
    case basic
  }

  /// The assertions for the divergence the traces show, placed after the divergent step; nil
  /// when there is no divergence with a majority.
  public static func annotation(for traces: [ReplayTrace], detail: Detail) -> Flow.Annotation? {
    let comparison = Comparator.compare(traces)
    guard let divergence = comparison.divergence, let reference = divergence.reference,
      let referenceTrace = traces.first(where: { reference.contains($0.variant) }),
      divergence.stepIndex < referenceTrace.steps.count
    else { return nil }
    let step = referenceTrace.steps[divergence.stepIndex]
    let odd = traces.filter { divergence.oddOnesOut.contains($0.variant) }
    let oddSteps = odd.map {
      $0.steps.indices.contains(divergence.stepIndex) ? $0.steps[divergence.stepIndex] : nil
    }
    var lines: [String] = []
    let differs = { (aspect: StepTrace.Aspect) in
      oddSteps.contains { oddStep in oddStep.map { aspect.lines(of: $0) != aspect.lines(of: step) } ?? true }
    }
    if differs(.calls) || detail == .elements {
      lines.append(
        step.calls.isEmpty ? "expect-no-calls" : "expect-calls " + step.calls.joined(separator: ", "))
    }
    if differs(.navigation) || detail == .elements, step.navigation.allSatisfy(isWritableEvent) {
      lines.append(
        step.navigation.isEmpty
          ? "expect-no-navigation" : "expect-navigation " + step.navigation.joined(separator: ", "))
    }
    let screen = RenderedScreen(step.screen)
    if let tab = screen.selectedTab { lines.append("expect-tab \(tab)") }
    if let top = screen.topScreen { lines.append("expect-screen \(top)") }
    if detail == .elements {
      var elementLines: [String] = []
      for oddStep in oddSteps.compactMap({ $0 }) {
        let other = RenderedScreen(oddStep.screen)
        for element in screen.elements where element.isCheckable {
          guard let theirs = other.elements.first(where: { $0.id == element.id }) else {
            elementLines.append("expect \(element.id)")
            continue
          }
          if theirs != element, let line = element.expectation { elementLines.append(line) }
        }
        for element in other.elements
        where element.isCheckable && !screen.elements.contains(where: { $0.id == element.id }) {
          elementLines.append("expect-missing \(element.id)")
        }
      }
      var seen: Set<String> = []
      lines += elementLines.filter { seen.insert($0).inserted }.prefix(8)
    }
    return lines.isEmpty ? nil : Flow.Annotation(afterStep: divergence.stepIndex, lines: lines)
  }

  /// Whether an event can be written as an `expect-navigation` item: no `#` (a comment), no comma
  /// (an item separator) and no quote.
  static func isWritableEvent(_ event: String) -> Bool {
    !event.contains { $0 == "#" || $0 == "," || $0 == "\"" || $0 == "\\" || $0 == "(" || $0 == ")" }
  }
}

/// A screen as the harness renders it (`tab-bar: [products] orders …`, `screen products.list
/// "Products"`, `  button product.p2.favorite "♡" disabled`), read back.
struct RenderedScreen {
  struct Element: Equatable {
    var kind: String
    var id: String
    var text: String?
    var traits: [String]

    /// Elements whose state an `expect` line can state: not rows or lists, whose text is their
    /// children's.
    var isCheckable: Bool {
      ["label", "button", "activity"].contains(kind) && !id.isEmpty && id != "nav.back"
        && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// `expect id "text" disabled`, when the text can be written.
    var expectation: String? {
      var line = "expect \(id)"
      if let text {
        guard !text.contains(where: { $0.isNewline || ($0.isASCII && $0.asciiValue! < 0x20 && $0 != "\t") })
        else {
          return nil
        }
        line += " " + FlowStep.quoted(text)
      }
      if kind == "button" { line += traits.contains("disabled") ? " disabled" : " enabled" }
      return line
    }
  }

  var selectedTab: String?
  var topScreen: String?
  var elements: [Element] = []

  init(_ text: String) {
    var inModal = false
    for raw in text.split(separator: "\n") {
      let line = raw.drop { $0 == " " }
      if line.hasPrefix("tab-bar: ") {
        selectedTab =
          line.split(separator: " ").first { $0.hasPrefix("[") }.map { String($0.dropFirst().dropLast()) }
      } else if line.hasPrefix("modal ") {
        inModal = true
      } else if line.hasPrefix("screen ") {
        topScreen = line.split(separator: " ").dropFirst().first.map(String.init)
        if inModal { elements = [] }
      } else if let element = Self.element(line) {
        elements.append(element)
      }
    }
  }

  /// `button detail.favorite "♡" disabled` read as an element.
  static func element(_ line: Substring) -> Element? {
    var rest = line
    let kind = String(rest.prefix { $0 != " " })
    guard ["label", "button", "activity", "field", "choice", "row", "list"].contains(kind) else { return nil }
    rest = rest.dropFirst(kind.count).drop { $0 == " " }
    let id = String(rest.prefix { $0 != " " })
    rest = rest.dropFirst(id.count).drop { $0 == " " }
    var text: String?
    if rest.first == "\"" {
      var value = ""
      var escaped = false
      var index = rest.index(after: rest.startIndex)
      while index < rest.endIndex {
        let character = rest[index]
        index = rest.index(after: index)
        if escaped {
          value.append(character == "n" ? "\n" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          break
        } else {
          value.append(character)
        }
      }
      text = value
      rest = rest[index...].drop { $0 == " " }
    }
    return Element(kind: kind, id: id, text: text, traits: rest.split(separator: " ").map(String.init))
  }
}
