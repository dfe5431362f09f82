import Mutation
import Testing

/// Each operator on a small fixture: the mutants it plants and the line each reads as.
@Suite struct MutatorOperatorTests {
  private func mutants(_ source: String) -> [Mutant] {
    Mutator.mutate(source, file: "F.swift", module: "M", firstID: 1).mutants
  }

  private func described(_ source: String) -> [String] {
    mutants(source).map { "\($0.line) \($0.mutationOperator.rawValue): \($0.mutated)" }
  }

  @Test("a call statement is removed, also when its arguments span lines")
  func removesCalls() {
    let source = """
      func reload() {
        tableView.reloadRows()
        task?.cancel()
        parent.removeChild(
          child)
      }
      """
    #expect(
      described(source) == [
        "2 remove-call: ", "3 remove-call: ", "4 remove-call: ",
      ])
  }

  @Test("calls that cannot be removed safely are left alone")
  func refusesCalls() {
    let source = """
      final class A: B {
        init() {
          super.init()
          items.forEach { $0.reset() }
          let value = compute()
          fatalError("never")
          list
            .filter(isVisible)
          helper()
            .run()
        }
        static func live() -> Client {
          Client(
            fetch: fetch)
        }
        var body: Reducer {
          Scope(of: state)
        }
        func snapshot() -> Snapshot {
          switch phase {
          case .loaded:
            Snapshot(phase: .loaded)
          default:
            Snapshot(phase: .idle)
          }
        }
        func handler() -> () -> Void {
          return {
            reload()
          }
        }
      }
      """
    #expect(mutants(source).filter { $0.mutationOperator == .removeCall }.isEmpty)
  }

  @Test("a view alone in a branch or a row closure of a view builder is removed (it takes an empty if)")
  func removesLoneViewsInViewBuilders() {
    let source = """
      struct Rows: View {
        var body: some View {
          VStack {
            if isLoading {
              ProgressView()
            }
            List(rows, id: \\.id) { row in
              RowView(row: row)
            }
          }
        }
        @ViewBuilder func footer() -> some View {
          if rows.isEmpty {
            Text(empty)
          }
        }
      }
      """
    #expect(mutants(source).filter { $0.mutationOperator == .removeCall }.map(\.line) == [5, 8, 14])
  }

  @Test("in or beside a view builder, a function's value and a call alone in a closure are left alone")
  func keepsLoneValuesBesideViewBuilders() {
    let source = """
      struct Rows: View {
        var body: some View {
          let titles = rows.map { row in
            title(of: row)
          }
          Text(titles)
        }
        func snapshot() -> Snapshot {
          if isLoaded {
            Snapshot(phase: .loaded)
          } else {
            Snapshot(phase: .idle)
          }
        }
        var make: () -> Row {
          {
            Row()
          }
        }
      }
      """
    #expect(mutants(source).filter { $0.mutationOperator == .removeCall }.map(\.line) == [6])
  }

  @Test("an if, else if, while or guard condition is negated")
  func negatesConditions() {
    let source = """
      func f() {
        if isLoading {
        } else if retries > limit || isOffline {
        }
        while hasMore {
        }
      }
      """
    #expect(
      described(source) == [
        "2 negate-condition: if !(isLoading) {",
        "3 negate-condition: } else if !(retries > limit || isOffline) {",
        "3 swap-ordering: } else if retries >= limit || isOffline {",
        "5 negate-condition: while !(hasMore) {",
      ])
  }

  @Test("conditions that bind, have several clauses, try or await are not mutated")
  func refusesConditions() {
    let source = """
      func f() async throws {
        if let value {
        }
        if case .loaded = state {
        }
        if a, b {
        }
        if try check() {
        }
        if await ready() {
        }
      }
      """
    #expect(described(source).isEmpty)
  }

  @Test("a guard with an early return is deleted, and its condition negated")
  func deletesGuards() {
    let source = """
      func f() {
        guard isViewLoaded else { return }
        guard let item else { return }
      }
      """
    #expect(
      described(source) == [
        "2 delete-guard: ",
        "2 negate-condition: guard !(isViewLoaded) else { return }",
      ])
  }

  @Test("== and != are swapped, < and <=, > and >=")
  func swapsComparisons() {
    let source = """
      func f() -> Bool {
        let same = a == b
        visible = count <= limit
        return name != "" && index >= 0
      }
      """
    #expect(
      described(source) == [
        "2 swap-equality: let same = a != b",
        "3 swap-ordering: visible = count < limit",
        #"4 swap-equality: return name == "" && index >= 0"#,
        #"4 swap-ordering: return name != "" && index > 0"#,
      ])
  }

  @Test("comparisons in closures, generics, ternaries or over several lines are left alone")
  func refusesComparisons() {
    let source = """
      func f() {
        let first = items.first { $0.id == id }
        let task: Task<Void, Never>? = nil
        let label = a == b ? "x" : "y"
        let total = a
          + b
      }
      """
    #expect(described(source).isEmpty)
  }

  @Test("true and false are flipped, but not default arguments or case patterns")
  func flipsBooleans() {
    let source = """
      func show(animated: Bool = true) {
        button.isEnabled = false
        switch flag {
        case true: break
        default: break
        }
        present(
          sheet, animated: true)
      }
      """
    #expect(
      described(source) == [
        "2 flip-boolean: button.isEnabled = true",
        "7 remove-call: ",
        "8 flip-boolean: sheet, animated: false)",
      ])
  }

  @Test("a returned or assigned array or dictionary becomes empty")
  func emptiesCollections() {
    let source = """
      final class List {
        var rows: [Row] = []
        var counts: [String: Int] = [:]
        func visible() -> [Row] {
          if isFiltered {
            return rows.filter(\\.isVisible)
          }
          return rows
        }
        func update(_ new: [Row]) {
          rows = new
          self.counts = tally(new)
          rows = []
          rows = if isEmpty { [] } else { new }
        }
      }
      """
    #expect(
      described(source).filter { $0.contains("empty-collection") } == [
        "6 empty-collection: return []",
        "8 empty-collection: return []",
        "11 empty-collection: rows = []",
        "12 empty-collection: self.counts = [:]",
      ])
  }

  @Test("nothing inside #if blocks, comments or multi-line strings is mutated")
  func refusesConditionalCompilationCommentsAndStrings() {
    let source = #"""
      func f() {
        #if DEBUG
        log()
        #endif
        // reload()
        /* if a == b {
           } */
        let text = """
          done()
          """
        let other = "if a == b { true }"
      }
      """#
    #expect(described(source).isEmpty)
  }
}
