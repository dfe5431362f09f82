/// One planted fault: where it is, what it does, and the line before and after.
public struct Mutant: Codable, Equatable, Hashable, Sendable {
  /// The mutant's number: `ARCH_HARNESS_MUTANT=<id>` switches it on (ids start at 1; 0 is none).
  public var id: Int
  /// The variant module the mutant is in (`MVCApp`).
  public var module: String
  /// The file, relative to the package (`Sources/MVCApp/Products/ProductCell.swift`).
  public var file: String
  /// The line (1-based) where the mutated code starts.
  public var line: Int
  public var mutationOperator: MutationOperator
  /// The original line, trimmed.
  public var original: String
  /// The line as the mutant reads (trimmed), or empty when the mutant removes it.
  public var mutated: String

  public init(
    id: Int, module: String, file: String, line: Int, mutationOperator: MutationOperator, original: String,
    mutated: String
  ) {
    self.id = id
    self.module = module
    self.file = file
    self.line = line
    self.mutationOperator = mutationOperator
    self.original = original
    self.mutated = mutated
  }

  enum CodingKeys: String, CodingKey {
    case id, module, file, line
    case mutationOperator = "operator"
    case original, mutated
  }

  /// `file:line`.
  public var location: String { "\(file):\(line)" }

  /// The one-line diff: `- original` / `+ mutated` (or `(removed)`).
  public var diff: String { "- \(original)\n+ \(mutated.isEmpty ? "(removed)" : mutated)" }
}
