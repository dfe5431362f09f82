import CodeMetrics
import Testing

/// A shared core split out of its twins' costs: the core's figures once, each app's without it.
@Suite struct SharedCoreCostTests {
  static func file(_ path: String, _ role: CodeRole, _ lines: Int) -> FileCost {
    FileCost(path: path, role: role, linesOfCode: lines, types: 0, protocols: 0)
  }

  static func cost(_ variant: String, _ files: [FileCost]) -> VariantCost {
    VariantCost(
      variant: variant, sourceFiles: files, testFiles: 0, testLines: 0, measuredReplays: 0,
      microsecondsPerAction: nil)
  }

  static let core = [
    file("Core/Features/ListFeature.swift", .reducer, 80),
    file("Core/Clients/ProductClient.swift", .service, 20),
  ]
  static let costs = [
    cost("mvc", [file("App/AppShell.swift", .app, 30)]),
    cost("uikit-twin", core + [file("UI/ListViewController.swift", .viewController, 60)]),
    cost("swiftui-twin", core + [file("UI/ListView.swift", .view, 25), file("TwinApp.swift", .app, 5)]),
  ]
  static let sharing = ["uikit-twin": ["Core"], "swiftui-twin": ["Core"]]

  @Test func theCoreIsCountedOnceAndEachAppWithoutIt() {
    #expect(
      SharedCoreCost.split(costs: Self.costs, sharedModules: Self.sharing) == [
        SharedCoreCost(
          module: "Core",
          core: CodeShare(
            name: "Core", files: 2, linesOfCode: 100,
            roles: [
              RoleCost(role: .reducer, files: 1, linesOfCode: 80),
              RoleCost(role: .service, files: 1, linesOfCode: 20),
            ]),
          apps: [
            CodeShare(
              name: "uikit-twin", files: 1, linesOfCode: 60,
              roles: [RoleCost(role: .viewController, files: 1, linesOfCode: 60)]),
            CodeShare(
              name: "swiftui-twin", files: 2, linesOfCode: 30,
              roles: [
                RoleCost(role: .view, files: 1, linesOfCode: 25),
                RoleCost(role: .app, files: 1, linesOfCode: 5),
              ]),
          ])
      ])
  }

  @Test func aCoreOnlyOneMeasuredVariantSharesIsNoPair() {
    #expect(SharedCoreCost.split(costs: Array(Self.costs.prefix(2)), sharedModules: Self.sharing) == [])
    #expect(SharedCoreCost.split(costs: Self.costs, sharedModules: [:]) == [])
  }

  @Test func everyPairIsFoundInTheOrderItsCoreFirstAppears() {
    let costs = [
      Self.cost("a1", [Self.file("A/X.swift", .reducer, 1)]),
      Self.cost("b1", [Self.file("B/Y.swift", .reducer, 2)]),
      Self.cost("a2", [Self.file("A/X.swift", .reducer, 1)]),
      Self.cost("b2", [Self.file("B/Y.swift", .reducer, 2)]),
    ]
    let split = SharedCoreCost.split(
      costs: costs, sharedModules: ["a1": ["A"], "a2": ["A"], "b1": ["B"], "b2": ["B"]])
    #expect(split.map(\.module) == ["A", "B"])
    #expect(split.map { $0.apps.map(\.name) } == [["a1", "a2"], ["b1", "b2"]])
    #expect(split.map(\.core.linesOfCode) == [1, 2])
  }
}
