import Foundation
import Reports
import Testing
import VariantRegistry

@testable import CodeCoverage

/// `coverage` on a pair that shares a core: a twin's map counts its own module's lines and its
/// core's, and choosing a twin instruments its core.
@Suite struct SharedCoreCoverageTests {
  @Test("choosing a twin instruments its core as well, each module once")
  func choosingATwinInstrumentsItsCore() throws {
    let variants = VariantRegistry.all.filter { ["mvc", "reducer", "swiftui-reducer"].contains($0.name) }
    #expect(
      CoverageSession.withSharedCores(["MVCApp", "ReducerApp", "SwiftUIReducerApp"], of: variants)
        == ["MVCApp", "ReducerApp", "SwiftUIReducerApp", "ReducerCore"])
    let reducer = try #require(VariantRegistry.all.first { $0.name == "reducer" })
    #expect(CoverageSession.modules(of: reducer) == ["ReducerApp", "ReducerCore"])
  }

  @Test("a twin's map counts the lines of its module and its core, each file once, and nothing else")
  func aTwinsMapCountsItsModuleAndItsCore() {
    let records = LcovRecords(files: [
      "/scratch/Sources/ReducerApp/App.swift": [1: 1, 2: 0],
      "/scratch/Sources/ReducerCore/Feature.swift": [3: 2, 4: 0, 5: 1],
      "/scratch/Sources/HeadlessUI/View.swift": [1: 1],
    ])
    let map = BehaviourMap.make(
      variants: [(name: "reducer", modules: ["ReducerApp", "ReducerCore"])],
      replays: [
        .init(scenario: "a.scenario", variant: "reducer", records: records),
        .init(scenario: "b.scenario", variant: "reducer", records: records),
      ])
    let variant = map.variants.first
    #expect(variant?.module == "ReducerApp + ReducerCore")
    #expect(variant?.countedLines == 5)
    #expect(variant?.reachedLines == 3)
    #expect(
      variant?.unreached.map(\.file) == ["Sources/ReducerApp/App.swift", "Sources/ReducerCore/Feature.swift"])
  }
}
