import AppContract
import HeadlessUI
import ScenarioKit
import VariantRegistry

/// The variants a command runs: every registered one, or those named with `--variant`.
struct VariantSelection {
  let variants: [any AppVariant.Type]
  let absent: [AbsentVariant]

  static func from(_ arguments: ParsedArguments) throws(UsageError) -> VariantSelection {
    let names = arguments.list("variant")
    guard !names.isEmpty else { return VariantSelection(variants: VariantRegistry.all, absent: []) }
    for name in names where VariantRegistry.variant(named: name) == nil {
      let hint =
        Suggestion.closest(to: name, in: VariantRegistry.names).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError(
        "unknown variant '\(name)'\(hint) (registered: \(VariantRegistry.names.joined(separator: ", ")))")
    }
    let chosen = (VariantRegistry.all + VariantRegistry.testOnly).filter { names.contains($0.name) }
    let excluded = VariantRegistry.all.filter { !names.contains($0.name) }
      .map { AbsentVariant(variant: $0.name, reason: "excluded by --variant") }
    return VariantSelection(variants: chosen, absent: excluded)
  }
}
