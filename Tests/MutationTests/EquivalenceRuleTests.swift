import Foundation
import Mutation
import Testing

/// The documented shapes of equivalent mutants: each rule matches the mutant it describes and
/// none that could change what the program does.
@Suite struct EquivalenceRuleTests {
  static let rules = EquivalenceRules(emptyBaseMethods: ["viewDidLoad", "viewWillAppear"])

  /// The rule each mutant of `source` matches, by its mutated line.
  static func matches(_ source: String) -> [String: EquivalenceRule?] {
    let mutants = Mutator.mutate(source, file: "A.swift", module: "A", firstID: 1).mutants
    return Dictionary(
      mutants.map { ("\($0.mutationOperator.rawValue) \($0.original)", rules.rule(for: $0, in: source)) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test("a removed call to a base method the UI stand-in leaves empty is equivalent; one to another is not")
  func emptyBaseCall() {
    let matched = Self.matches(
      """
      final class Screen: ViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          render()
        }
        override func viewDidAppear() {
          super.viewDidAppear()
        }
      }
      """)
    #expect(matched["remove-call super.viewDidLoad()"] == .emptyBaseCall)
    #expect(matched["remove-call render()"] == .some(nil))
    #expect(matched["remove-call super.viewDidAppear()"] == .some(nil))
  }

  @Test("a removed registration with the leak check is equivalent; a removed call of the same shape is not")
  func lifetimeRegistration() {
    let matched = Self.matches(
      """
      final class Screen: ViewController {
        func start() {
          trackLifetime(of: presenter, role: "presenter")
          screen.trackLifetime(of: self, role: "coordinator")
          screen.track(of: self, role: "coordinator")
        }
      }
      """)
    #expect(matched["remove-call trackLifetime(of: presenter, role: \"presenter\")"] == .lifetimeRegistration)
    #expect(
      matched["remove-call screen.trackLifetime(of: self, role: \"coordinator\")"] == .lifetimeRegistration)
    #expect(matched["remove-call screen.track(of: self, role: \"coordinator\")"] == .some(nil))
  }

  @Test(
    "a flipped default that every initialiser assigns is equivalent; one assigned under a condition is not")
  func overwrittenDefault() {
    let matched = Self.matches(
      """
      final class Model {
        private(set) var isLoading = false
        var isShown = true

        init(loading: Bool) {
          self.isLoading = loading
          if loading { isShown = false }
        }

        convenience init() {
          self.init(loading: false)
        }
      }
      """)
    #expect(matched["flip-boolean private(set) var isLoading = false"] == .overwrittenDefault)
    // Assigned only under a condition: the default can be seen.
    #expect(matched["flip-boolean var isShown = true"] == .some(nil))
  }

  @Test("a default is not equivalent when a type has no initialiser, or one that does not assign it")
  func defaultSeenByAnInitialiser() {
    let noInit = Self.matches(
      """
      struct State {
        var isSending = false
      }
      """)
    #expect(noInit["flip-boolean var isSending = false"] == .some(nil))
    let oneMissing = Self.matches(
      """
      final class Store {
        private var isSending = false
        init() {
          isSending = false
        }
        init(other: Int) {
          print(other)
        }
      }
      """)
    #expect(oneMissing["flip-boolean private var isSending = false"] == .some(nil))
  }

  @Test("the empty methods are read from the UI stand-in's declarations")
  func emptyMethodsFromSources() {
    let methods = EquivalenceRules.emptyMethods(in: [
      """
        open func viewDidLoad() {}
        open func loadView() { view = View() }
        open func prepareForReuse() {}
        public func trackLifetime(of object: AnyObject, role: String) {}
      """
    ])
    #expect(methods == ["viewDidLoad", "prepareForReuse"])
  }

  /// The package's sources, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("the reducer store's re-entrancy guard is no equivalent mutant: it is a real unit-test gap")
  func theReentrancyGuardStaysVisible() throws {
    let file = "Sources/ReducerRuntime/StoreRoot.swift"
    let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
    let mutants = Mutator.mutate(source, file: file, module: "ReducerRuntime", firstID: 1).mutants
    let guardMutants = mutants.filter { $0.original.contains("isSending") }
    #expect(!guardMutants.isEmpty)
    for mutant in guardMutants {
      #expect(Self.rules.rule(for: mutant, in: source) == nil, "\(mutant.location) \(mutant.original)")
    }
  }

  @Test("the UI stand-in leaves the view lifecycle's methods empty and has the registration the rule names")
  func theStandInHasWhatTheRulesAssume() throws {
    let folder = Self.packageRoot.appendingPathComponent("Sources/HeadlessUI/Controllers")
    let source = try String(
      contentsOf: folder.appendingPathComponent("ViewController.swift"), encoding: .utf8)
    #expect(EquivalenceRules.emptyMethods(in: [source]).isSuperset(of: ["viewDidLoad", "viewWillAppear"]))
    #expect(source.contains("public func trackLifetime(of object: AnyObject, role: String)"))
  }
}
