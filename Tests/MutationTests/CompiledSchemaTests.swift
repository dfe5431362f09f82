import Foundation
import HarnessTestSupport
import Mutation
import Testing

/// The schema compiled for real: a small module with every mutant in, the switch file beside it,
/// and two planted "test programs" judging it — a weak one a known mutant survives, and a strong
/// one that kills it.
@Suite(.serialized) struct CompiledSchemaTests {
  /// The code under test: a cart that sums prices over a limit.
  static let module = """
    struct Cart {
      var prices: [Int] = []
      var isOpen = true

      mutating func add(_ price: Int) {
        guard isOpen else { return }
        prices.append(price)
      }

      func expensive(over limit: Int) -> [Int] {
        return prices.filter { $0 > limit }
      }

      func total() -> Int {
        var sum = 0
        for price in prices {
          sum += price
        }
        if sum >= 100 {
          return sum - 10
        }
        return sum
      }
    }

    """

  /// The two planted "test programs", in one executable (compiled once, as one module):
  /// `judge weak` only checks that adding works at all; `judge strong` pins the discount's
  /// threshold and the expensive items. Each exits 0 when it passes.
  static let judges = """
    func weakJudge() -> Bool {
      var cart = Cart()
      cart.add(60)
      cart.add(50)
      return cart.prices.count == 2
    }

    func strongJudge() -> Bool {
      var cart = Cart()
      cart.add(60)
      cart.add(40)
      return cart.total() == 90 && cart.expensive(over: 50) == [60] && cart.prices == [60, 40]
    }

    let passed = CommandLine.arguments.dropFirst().first == "strong" ? strongJudge() : weakJudge()
    exit(passed ? 0 : 1)

    """

  /// Compiles the mutated module with the judges as its `main.swift`, as one module; returns the
  /// executable.
  static func build() throws -> URL {
    let mutated = Mutator.mutate(module, file: "Cart.swift", module: "Cart", firstID: 1)
    let files = [
      "Cart.swift": mutated.text, SchemaRuntime.fileName: SchemaRuntime.source,
      "main.swift": "import Foundation\n" + judges,
    ]
    let folder = try CompiledPrograms.folder(
      files: files,
      commands: [["swiftc", "-swift-version", "6", "-wmo", "-o", "judge"] + files.keys.sorted()])
    return folder.appendingPathComponent("judge")
  }

  /// The judges, compiled once for both tests (and kept between runs: ``CompiledPrograms``).
  static let compiled = Result { try build() }

  /// Runs `arguments` and returns the exit status.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
    try Process.exitStatus(running: arguments, environment: environment)
  }

  /// Runs the `weak` or `strong` judge of `executable` with `mutant` switched on (0: none).
  static func judge(_ executable: URL, _ judge: String, mutant: Int) throws -> Int32 {
    try run(
      [executable.path, judge], environment: [SchemaRuntime.environmentVariable: String(mutant)])
  }

  @Test(
    "the compiled schema: no mutant passes both judges; a known mutant survives the weak one, dies by the strong one"
  )
  func weakAndStrongJudges() throws {
    let judges = try Self.compiled.get()
    let mutants = Mutator.mutate(Self.module, file: "Cart.swift", module: "Cart", firstID: 1).mutants
    #expect(try Self.judge(judges, "weak", mutant: 0) == 0)
    #expect(try Self.judge(judges, "strong", mutant: 0) == 0)
    let threshold = try #require(
      mutants.first { $0.mutationOperator == .swapOrdering && $0.original == "if sum >= 100 {" })
    #expect(
      try Self.judge(judges, "weak", mutant: threshold.id) == 0, "the weak judge never looks at the total")
    #expect(try Self.judge(judges, "strong", mutant: threshold.id) != 0, "100 is not over the threshold")
    let emptied = try #require(mutants.first { $0.mutationOperator == .emptyCollection })
    #expect(try Self.judge(judges, "weak", mutant: emptied.id) == 0)
    #expect(try Self.judge(judges, "strong", mutant: emptied.id) != 0)
  }

  @Test("reaching is recorded: a process lists the mutation points it ran when asked")
  func reachIsRecorded() throws {
    let judges = try Self.compiled.get()
    let reach = TemporaryFolder.url("Reach")
    try FileManager.default.createDirectory(at: reach, withIntermediateDirectories: true)
    #expect(try Self.run([judges.path, "weak"], environment: [SchemaRuntime.reachVariable: reach.path]) == 0)
    let texts = try FileManager.default.contentsOfDirectory(atPath: reach.path).map {
      try String(contentsOf: reach.appendingPathComponent($0), encoding: .utf8)
    }
    let mutants = Mutator.mutate(Self.module, file: "Cart.swift", module: "Cart", firstID: 1).mutants
    let reached = SchemaRuntime.reachedIDs(in: texts)
    let ids = { (predicate: (Mutant) -> Bool) in Set(mutants.filter(predicate).map(\.id)) }
    // The weak judge adds (the guard and the flag) but never totals or filters.
    #expect(reached.isSuperset(of: ids { $0.line == 6 }))
    #expect(reached.isDisjoint(with: ids { $0.line >= 11 }))
  }
}
