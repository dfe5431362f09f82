/// A place where one mutant can be planted, before it has an id: what it does, the schema edits
/// that put it behind the switch, and the line as the mutant reads.
struct MutationSite {
  let mutationOperator: MutationOperator
  /// The line (1-based) where the mutated code starts.
  let line: Int
  /// The schema edits, given the mutant's id.
  let edits: (Int) -> [SchemaEdit]
  /// The line as the mutant reads, trimmed (empty when it removes the line).
  let mutatedLine: String
}

/// The names the schema adds to a variant module (see ``SchemaRuntime``).
enum SchemaName {
  /// `__archOn(id)`: whether mutant `id` is the one switched on.
  static func isOn(_ id: Int) -> String { "__archOn(\(id))" }
}
