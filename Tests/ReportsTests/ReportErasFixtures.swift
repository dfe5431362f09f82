import CodeMetrics
import Comparison
import Reports
import Traces

/// A run of two eras: `mvc`, `mvc-massive` and `reducer` in UIKit, `swiftui` and
/// `swiftui-reducer` in SwiftUI (registered interleaved), the reducer pair sharing `ReducerCore`,
/// and `viper` absent.
enum ReportErasFixtures {
  static let variants = [
    ComparedVariant(name: "mvc", displayName: "MVC"),
    ComparedVariant(name: "swiftui", displayName: "SwiftUI (Apple-native)", era: "swiftui"),
    ComparedVariant(name: "mvc-massive", displayName: "Massive View Controller"),
    ComparedVariant(name: "reducer", displayName: "Reducer", sharedCoreModules: ["ReducerCore"]),
    ComparedVariant(
      name: "swiftui-reducer", displayName: "Reducer in SwiftUI", era: "swiftui",
      sharedCoreModules: ["ReducerCore"]),
  ]

  static func file(_ path: String, _ role: CodeRole, _ lines: Int) -> FileCost {
    FileCost(path: path, role: role, linesOfCode: lines, types: 1, protocols: 0)
  }

  static let core = [
    file("ReducerCore/Features/ListFeature.swift", .reducer, 60),
    file("ReducerCore/Clients/ProductClient.swift", .service, 20),
  ]

  static var costs: [VariantCost] {
    [
      (
        "mvc",
        [file("ListViewController.swift", .viewController, 100), file("Services/A.swift", .service, 50)]
      ),
      ("swiftui", [file("ListView.swift", .view, 60), file("Models/ProductModel.swift", .entity, 20)]),
      ("mvc-massive", [file("ListViewController.swift", .viewController, 100)]),
      ("reducer", core + [file("UI/ListViewController.swift", .viewController, 40)]),
      ("swiftui-reducer", core + [file("UI/ListView.swift", .view, 50), file("PairApp.swift", .app, 10)]),
    ].map { variant, files in
      VariantCost(
        variant: variant, sourceFiles: files, testFiles: 0, testLines: 0, measuredReplays: 0,
        microsecondsPerAction: nil)
    }
  }

  static var traces: [ReplayTrace] {
    variants.map { variant in
      ReplayTrace(
        scenario: "a.scenario", scenarioName: "A", variant: variant.name, outcome: .passed,
        steps: [ReportFixtures.step(0, line: 1, source: "launch", screen: "s")], durationMicroseconds: 1,
        actionCount: 1)
    }
  }

  static func run(eraBaselines: [String] = ["swiftui"]) -> HarnessRun {
    HarnessRun.make(
      toolVersion: "test", variants: variants,
      absent: [AbsentVariant(variant: "viper", reason: "excluded by --variant")], traces: traces,
      costs: costs, costBaseline: "mvc-massive", eraBaselines: eraBaselines)
  }
}
