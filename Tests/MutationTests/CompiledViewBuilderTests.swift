import Foundation
import HarnessTestSupport
import Mutation
import Testing

/// The schema of a view body compiled for real, with a small result builder of its own: a view
/// removed from a branch or a row closure compiles (the builder takes an `if` without `else`) and
/// the screen shows one view fewer.
@Suite(.serialized) struct CompiledViewBuilderTests {
  /// The views under test (mutated): a loading label in a branch, a label per row.
  static let views = """
    struct Screen: Screenish {
      var isLoading: Bool
      var rows: [String]

      var body: some View {
        Stack {
          if isLoading {
            Label("loading")
          }
          Each(rows) { row in
            Label(row)
          }
        }
      }
    }

    """

  /// The builder and the views it builds (a file that declares a `@resultBuilder` is not mutated).
  static let builder = """
    protocol View { func render() -> [String] }
    protocol Screenish {
      associatedtype Body: View
      @ViewBuilder var body: Body { get }
    }
    struct Label: View {
      let text: String
      init(_ text: String) { self.text = text }
      func render() -> [String] { [text] }
    }
    extension Optional: View where Wrapped: View {
      func render() -> [String] { self?.render() ?? [] }
    }
    struct Pair<First: View, Second: View>: View {
      let first: First
      let second: Second
      func render() -> [String] { first.render() + second.render() }
    }
    @resultBuilder enum ViewBuilder {
      static func buildBlock<Content: View>(_ content: Content) -> Content { content }
      static func buildBlock<First: View, Second: View>(_ first: First, _ second: Second) -> Pair<First, Second> {
        Pair(first: first, second: second)
      }
      static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    }
    struct Stack<Content: View>: View {
      let content: Content
      init(@ViewBuilder content: () -> Content) { self.content = content() }
      func render() -> [String] { content.render() }
    }
    struct Each<Content: View>: View {
      let rows: [String]
      let make: (String) -> Content
      init(_ rows: [String], @ViewBuilder make: @escaping (String) -> Content) {
        self.rows = rows
        self.make = make
      }
      func render() -> [String] { rows.flatMap { make($0).render() } }
    }

    """

  /// Exits 0 when the screen renders as its argument says.
  static let main = """
    import Foundation
    let shown = Screen(isLoading: true, rows: ["a", "b"]).body.render().joined(separator: ",")
    exit(shown == CommandLine.arguments.dropFirst().first ? 0 : 1)

    """

  @Test("a view removed from a branch or a row closure of a view body compiles and is not shown")
  func removedViewsCompileAndAreNotShown() throws {
    let mutated = Mutator.mutate(Self.views, file: "Screen.swift", module: "Screens", firstID: 1)
    let files = [
      "Screen.swift": mutated.text, "Builder.swift": Self.builder, "main.swift": Self.main,
      SchemaRuntime.fileName: SchemaRuntime.source,
    ]
    let folder = try CompiledPrograms.folder(
      files: files,
      commands: [["swiftc", "-swift-version", "6", "-wmo", "-o", "screen"] + files.keys.sorted()])
    let executable = folder.appendingPathComponent("screen")
    let removals = mutated.mutants.filter { $0.mutationOperator == .removeCall }
    #expect(removals.map(\.line) == [8, 11])
    #expect(try CompiledSchemaTests.judge(executable, "loading,a,b", mutant: 0) == 0)
    #expect(try CompiledSchemaTests.judge(executable, "a,b", mutant: removals[0].id) == 0)
    #expect(try CompiledSchemaTests.judge(executable, "loading", mutant: removals[1].id) == 0)
  }
}
