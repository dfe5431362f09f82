import ChangeCost
import Foundation
import Testing
import VariantRegistry

/// The change requests do not rot unseen: every one has a patch for every registered variant, and
/// every patch still applies to the tree as it is (`change-cost --check` then builds and replays
/// them; this is the seconds-long part of that check, run with every `swift test`).
@Suite struct ChangeRequestPatchTests {
  static let root = HarnessProcess.packageRoot.appendingPathComponent("ChangeRequests")
  static let names = Set(VariantRegistry.all.map { $0.name })

  static func requests() throws -> [ChangeRequest] {
    try ChangeRequestCatalog.load(root: root, shownRoot: "ChangeRequests", variants: names)
  }

  @Test func everyChangeRequestHasAPatchForEveryRegisteredVariant() throws {
    let requests = try Self.requests()
    #expect(!requests.isEmpty)
    for request in requests {
      #expect(Set(request.variantPatches.keys) == Self.names, "\(request.id)")
      #expect(request.scenarios != nil, "\(request.id) has no acceptance scenarios")
    }
  }

  @Test func everyPatchAppliesToTheTreeAsItIs() throws {
    let read: (String) -> String? = { path in
      try? String(contentsOf: HarnessProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }
    for request in try Self.requests() {
      let outcome = ChangeCostEngine(
        variants: VariantRegistry.all.map {
          ChangeVariant(name: $0.name, module: moduleName(of: $0), sharedCoreModules: $0.sharedCoreModules)
        },
        read: read, workbench: ApplyOnlyWorkbench(),
        shown: { "ChangeRequests/\(request.id)/\($0.lastPathComponent)" }
      ).measure(request)
      for part in outcome.variants {
        #expect(part.verdict == .passed, "\(part.detail ?? part.verdict.rawValue)")
      }
    }
  }

  func moduleName(of variant: Any.Type) -> String {
    String(String(reflecting: variant).prefix { $0 != "." })
  }
}

/// A workbench for checking that patches apply: it builds and replays nothing, and says so by
/// finding nothing wrong.
struct ApplyOnlyWorkbench: ChangeWorkbench {
  func prepare(files: [String: String?], scenarios: URL?, leavingOut leftOut: Set<String>) -> String? { nil }
  func build() -> [BuildProblem] { [] }
  func runUnitTests(_ testTargets: [String]) -> String? { nil }
  func replay(variants: [String]) -> ReplayVerdicts { ReplayVerdicts(scenarios: []) }
}
