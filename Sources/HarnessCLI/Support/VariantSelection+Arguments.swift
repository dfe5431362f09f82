import Comparison
import HeadlessUI
import Runs

/// `--variant NAME …`, checked against the tool's variants.
extension VariantSelection {
  /// The variants `--variant` names (every registered one when none), and those it leaves out.
  static func from(
    _ arguments: ParsedArguments, in catalog: VariantCatalog
  ) throws(UsageError) -> VariantSelection {
    let given = arguments.list("variant")
    guard !given.isEmpty else { return VariantSelection(variants: catalog.all, absent: []) }
    for name in given where catalog.variant(named: name) == nil {
      let hint =
        Suggestion.closest(to: name, in: catalog.names).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "unknown variant '\(name)'\(hint) (registered: \(catalog.names.joined(separator: ", ")))")
    }
    let names = Set(given.compactMap { catalog.variant(named: $0)?.name })
    let chosen = (catalog.all + catalog.extra).filter { names.contains($0.name) }
    let excluded = catalog.all.filter { !names.contains($0.name) }
      .map { AbsentVariant(variant: $0.name, reason: "excluded by --variant") }
    return VariantSelection(variants: chosen, absent: excluded)
  }
}
