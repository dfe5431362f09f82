import AppContract
import HarnessTestSupport
import Reports
import Runs
import Testing
import VariantRegistry

/// The reports know the registered variants' eras and shared cores: measured from this package's
/// tree, not typed in.
@Suite struct RegisteredErasTests {
  static func run() -> HarnessRun {
    ReportOutput.makeRun(
      traces: [], selection: VariantSelection(variants: VariantRegistry.all, absent: []),
      packageRoot: HarnessProcess.packageRoot, costBaseline: VariantRegistry.baseline,
      eraBaselines: VariantRegistry.eraBaselines)
  }

  @Test(arguments: UIEra.allCases)
  func theReportsNameEachEraAsTheContractDoes(era: UIEra) {
    #expect(ComparedVariant.eraTitle(era.rawValue) == era.displayName)
  }

  @Test func eachComparedVariantCarriesItsEraAndTheCoresItShares() {
    let variants = Self.run().variants
    #expect(variants.map(\.era) == VariantRegistry.all.map { $0.era.rawValue })
    #expect(variants.map(\.sharedCoreModules) == VariantRegistry.all.map { $0.sharedCoreModules })
  }

  @Test func theReducerPairsCoreIsSplitFromTheTreeAndTheSwiftUIEraHasItsOwnBaseline() throws {
    let run = Self.run()
    let reducerCore = try #require(run.sharedCores?.first { $0.module == "ReducerCore" })
    #expect(reducerCore.apps.map(\.name) == ["reducer", "swiftui-reducer"])
    for app in reducerCore.apps {
      let cost = try #require(run.costs.first { $0.variant == app.name })
      #expect(app.linesOfCode + reducerCore.core.linesOfCode == cost.linesOfCode)
      #expect(app.files + reducerCore.core.files == cost.files)
    }
    #expect(reducerCore.core.linesOfCode(for: .reducer) > 0)
    #expect(reducerCore.apps.allSatisfy { $0.linesOfCode(for: .reducer) == 0 })
    let swiftUIEra = try #require(run.eraCostRatios?.first)
    #expect(swiftUIEra.era == "swiftui" && swiftUIEra.baseline == "swiftui")
    #expect(
      swiftUIEra.ratios.map(\.variant) == VariantRegistry.all.filter { $0.era == .swiftui }.map { $0.name })
  }
}
