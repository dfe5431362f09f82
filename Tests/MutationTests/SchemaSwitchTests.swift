import Mutation
import Testing

/// The schema: no mutant selects the original text, and each mutant selects exactly its own change.
@Suite struct SchemaSwitchTests {
  static let source = """
    final class ListController {
      var rows: [Row] = []
      private var task: Task<Void, Never>?

      func reload(animated: Bool = true) {
        guard isViewLoaded else { return }
        if rows.count == 0 && !isLoading {
          showEmpty(true)
        } else if rows.count > limit {
          rows = Array(rows.prefix(limit))
        }
        task?.cancel()
        listView.reloadRows(
          animated: animated)
      }

      func visible() -> [Row] {
        return rows.filter { $0.isVisible == true }
      }
    }
    """

  @Test("with no mutant switched on the schema reads as the original source")
  func noMutantIsTheOriginal() {
    let result = Mutator.mutate(Self.source, file: "F.swift", module: "M", firstID: 1)
    #expect(result.mutants.count == 13)
    #expect(result.text != Self.source)
    #expect(SchemaResolver.resolve(result.text, mutant: 0) == Self.source)
  }

  @Test("each mutant changes exactly its own line, into the line its catalogue entry shows")
  func eachMutantSelectsOneChange() {
    let result = Mutator.mutate(Self.source, file: "F.swift", module: "M", firstID: 1)
    let original = Self.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for mutant in result.mutants {
      let lines = SchemaResolver.resolve(result.text, mutant: mutant.id)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.count == original.count, "mutant \(mutant.id)")
      let changed = lines.indices.filter { lines[$0] != original[$0] }
      // A removed call spanning two lines empties both.
      let span = mutant.line == 13 ? [12, 13] : [mutant.line - 1]
      #expect(changed == span, "mutant \(mutant.id) \(mutant.mutationOperator)")
      if mutant.mutated.isEmpty {
        #expect(
          lines[mutant.line - 1].trimmingCharacters(in: " ").isEmpty
            || mutant.mutationOperator == .deleteGuard)
      } else {
        #expect(lines[mutant.line - 1].trimmingCharacters(in: " ") == mutant.mutated, "mutant \(mutant.id)")
      }
    }
  }

  @Test("ids run on from the first id, and a skipped id keeps the others' numbers")
  func idsAreStable() {
    let all = Mutator.mutate(Self.source, file: "F.swift", module: "M", firstID: 40)
    let skipped = Mutator.mutate(Self.source, file: "F.swift", module: "M", firstID: 40, skipping: [41])
    #expect(all.mutants.map(\.id) == Array(40..<53))
    #expect(skipped.mutants.map(\.id) == [40] + Array(42..<53))
    #expect(skipped.siteCount == 13)
    #expect(!skipped.text.contains("__archOn(41)"))
    #expect(SchemaResolver.resolve(skipped.text, mutant: 0) == Self.source)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
