import AppContract
import Comparison
import HeadlessUI

/// The variants a command runs: every registered one, or those named with `--variant`.
struct VariantSelection {
  let variants: [any AppVariant.Type]
  let absent: [AbsentVariant]

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
