import Foundation
import Testing

/// The oracle's reach, checked against `Docs/AppSpec.md`: the spec says business rules (BMI,
/// prices, dates, DTOs) live once, in `Sources/Domain/`, so every behaviour of the areas that hold
/// them is sorted here into a rule `Domain` holds or one the screens hold, and every rule
/// `Domain` holds is named by an oracle test: an `@Test` in this folder whose display name starts
/// with the ids it holds `Domain` to, then a colon.
@Suite struct DomainRuleCoverageTests {
  static let oracleFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let spec = oracleFolder.appendingPathComponent("../../../Docs/AppSpec.md").standardized

  /// The spec's areas whose business rules live in `Domain`.
  static let areas: Set<String> = ["orders", "bmi", "history", "prices", "dto"]

  /// The behaviours of those areas whose rule lives in `Domain`.
  static let ruleInDomain: Set<String> = [
    "orders.rows.newest-first", "orders.sort.ties-keep-api-order", "orders.sort.instant-forms",
    "bmi.input.spaces-and-separators", "bmi.input.number-shape", "bmi.input.any-surrounding-whitespace",
    "bmi.input.ranges-inclusive", "bmi.prompt.empty-field", "bmi.prompt.height-invalid",
    "bmi.prompt.weight-invalid", "bmi.prompt.height-checked-before-weight", "bmi.value.rounded-one-decimal",
    "bmi.value.rounding-half-away", "bmi.value.always-one-decimal", "bmi.category.of-rounded-value",
    "bmi.category.who-cut-offs", "bmi.category.taiwan-cut-offs",
    "history.rows.newest-first", "history.sort.ties-keep-store-order", "history.date.utc-format",
    "prices.format", "prices.rounded-to-cents", "prices.negative-sign-first",
    "dto.snake-case-keys", "dto.image-url-optional", "dto.unknown-keys-and-absent-image-url",
    "prices.rounds-to-zero-unsigned",
  ]

  /// The behaviours of those areas whose rule lives in the screens: when they load, what they
  /// show in which state, what a tap or a save does.
  static let ruleInScreens: Set<String> = [
    "orders.first-appearance.loads", "orders.appear-again.no-refetch", "orders.refetch-once-per-order",
    "orders.first-appearance-is-the-refetch", "orders.empty", "orders.failure.error-and-retry",
    "orders.retry.refetches", "orders.refetch.shows-loading", "orders.rows.tap-does-nothing",
    "bmi.form.elements", "bmi.save.enabled-only-when-valid", "bmi.save.writes-record",
    "bmi.save.success-selects-history", "bmi.save.failure", "bmi.form.empty-shows-prompt",
    "bmi.recompute.every-change", "bmi.save.disabled-while-saving", "bmi.save.records-reading-at-tap",
    "bmi.error.cleared-by-next-change", "bmi.save.success-under-modal",
    "history.loads-every-appearance", "history.empty", "history.failure.error", "history.delete.removes-row",
    "history.save-causes-one-load", "history.save-reloads-when-on-screen",
    "history.delete.disabled-while-pending",
    "history.delete.no-reload", "history.delete.failure-keeps-row", "history.delete.error-cleared",
    "history.delete.error-during-reload-kept", "history.delete.pending-across-reload",
    "bmi.error.kept-when-same-standard-chosen", "dto.duplicate-ids.row-per-listing",
  ]

  /// Every behaviour id the spec declares (``- `id` — sentence.``), in its order.
  static func specIDs() throws -> [String] {
    let text = try String(contentsOf: spec, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`"),
        line[close...].hasPrefix("` — ")
      else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<close])
    }
  }

  /// The ids the oracle tests name: in each file of this folder, each line that starts with
  /// `@Test(` and a display name (on that line or the next), the ids before the name's `: `.
  static func namedByOracleTests() throws -> Set<String> {
    var named: Set<String> = []
    let files = try FileManager.default.contentsOfDirectory(atPath: oracleFolder.path).filter {
      $0.hasSuffix(".swift")
    }
    for file in files {
      let source = try String(contentsOf: oracleFolder.appendingPathComponent(file), encoding: .utf8)
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("@Test(") else { continue }
        var name = trimmed.dropFirst("@Test(".count)
        if name.isEmpty, index + 1 < lines.count { name = lines[index + 1].drop { $0 == " " } }
        guard name.first == "\"", let colon = name.range(of: ": ") else { continue }
        let ids = name[name.index(after: name.startIndex)..<colon.lowerBound].components(separatedBy: ", ")
        named.formUnion(ids)
      }
    }
    return named
  }

  @Test func everyBehaviourOfTheDomainAreasIsSortedIntoDomainOrScreens() throws {
    let ids = try Self.specIDs().filter { Self.areas.contains(String($0.prefix { $0 != "." })) }
    #expect(!ids.isEmpty, "no behaviour ids read from \(Self.spec.path)")
    let unsorted = ids.filter { !Self.ruleInDomain.contains($0) && !Self.ruleInScreens.contains($0) }
    #expect(unsorted.isEmpty, "say whether Domain or the screens hold: \(unsorted)")
    let gone = Self.ruleInDomain.union(Self.ruleInScreens).subtracting(ids).sorted()
    #expect(gone.isEmpty, "no longer in the spec: \(gone)")
    #expect(Self.ruleInDomain.isDisjoint(with: Self.ruleInScreens))
  }

  @Test func everyBehaviourWhoseRuleLivesInDomainIsNamedByAnOracleTest() throws {
    let named = try Self.namedByOracleTests()
    let missing = Self.ruleInDomain.subtracting(named).sorted()
    #expect(missing.isEmpty, "no oracle test holds Domain to: \(missing)")
  }

  @Test func everyIdAnOracleTestNamesIsARuleOfDomainInTheSpec() throws {
    let named = try Self.namedByOracleTests()
    #expect(!named.isEmpty)
    let stray = named.subtracting(Self.ruleInDomain).sorted()
    #expect(stray.isEmpty, "oracle tests name ids that are not Domain's rules: \(stray)")
  }
}
