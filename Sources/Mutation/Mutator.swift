/// Plants mutants in Swift source text with a small set of operators (``MutationOperator``) and
/// writes them as a schema: every mutant is a guarded alternative behind `__archOn(id)`, so one
/// build holds them all and `ARCH_HARNESS_MUTANT=<id>` picks one at run time.
///
/// It works on the lines of a masked copy of the text (``SourceMask``), not on a syntax tree, so
/// it mutates only shapes it can rewrite safely and leaves the rest alone:
/// - lines inside `#if` blocks, multi-line strings and block comments, and files that declare a
///   `@resultBuilder`;
/// - conditions that bind (`if let`, `if case`), hold several clauses (`,`), `try` or `await`, or
///   span lines;
/// - comparisons inside closures or brackets, or beside a ternary, and `if`/`switch` expressions;
/// - `true`/`false` in declarations of functions (default arguments) and in `case` lines;
/// - calls with a trailing closure, `super.init`, `self.init` and `fatalError`-like calls, and a
///   call that is the one statement of a closure, of a body that returns a value, or of an
///   `if`/`switch` branch inside one (it may be the implicit return value) — unless it is a view
///   in a view builder (a `some View` body or a `@ViewBuilder` declaration, and the closures and
///   branches inside it), which builds an `if` without `else` into an optional view.
public enum Mutator {
  /// The mutator's version: raised when the same text gives other sites (a record of sites to skip
  /// is then out of date).
  public static let version = 4

  /// The mutated file: the schema-rewritten text and its mutants.
  public struct Result: Sendable {
    public let text: String
    public let mutants: [Mutant]
    /// How many ids the file used, skipped ones included: the next file starts after them.
    public let siteCount: Int
  }

  /// Plants every mutant of `source` (the file `file` of module `module`), numbering them from
  /// `firstID` in the order of their lines. Ids in `skipping` keep their number but are left out
  /// of the text and the list (sites whose rewrite does not compile).
  public static func mutate(
    _ source: String, file: String, module: String, firstID: Int, skipping: Set<Int> = []
  ) -> Result {
    let mask = SourceMask(source)
    let sites = source.contains("@resultBuilder") ? [] : SiteFinder(mask: mask).sites()
    var edits: [SchemaEdit] = []
    var mutants: [Mutant] = []
    for (offset, site) in sites.enumerated() {
      let id = firstID + offset
      guard !skipping.contains(id) else { continue }
      edits += site.edits(id)
      let original = mask.text(mask.range(ofLine: site.line)).trimmingSpaces
      mutants.append(
        Mutant(
          id: id, module: module, file: file, line: site.line, mutationOperator: site.mutationOperator,
          original: original, mutated: site.mutatedLine))
    }
    // Ids are handed out for every site, skipped or not, so that they stay stable.
    let text =
      edits.isEmpty ? source : String(decoding: SchemaEdit.apply(edits, to: mask.original), as: UTF8.self)
    return Result(text: text, mutants: mutants, siteCount: sites.count)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let characters = Array(self)
    guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" })!
    return String(characters[first...last])
  }
}
