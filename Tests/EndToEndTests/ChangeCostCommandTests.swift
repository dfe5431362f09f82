import ChangeCost
import Foundation
import HarnessTestSupport
import Reports
import Testing

@testable import ChangeCostSession

/// `change-cost` refuses what it cannot do before it builds anything, and its workbench reads
/// builds and replays as they are.
@Suite struct ChangeCostCommandTests {
  @Test func anUnknownChangeRequestIsRefusedNamingTheOnesThatExist() async throws {
    let result = try await CommandLineTests.runCapturingErrors(["change-cost", "--change", "99-nothing"])
    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix(
        "error: no change request is called '99-nothing' (change requests: 01-asia-pacific-bmi"))
  }

  @Test func theHelpSaysWhatIsAppliedAndWhenItFails() async throws {
    let result = try await CommandLineTests.runCapturingErrors(["change-cost", "--help"])
    #expect(result.status == 0)
    #expect(
      result.output.contains("USAGE: arch-harness change-cost [--change ID …] [--variant NAME …] [--check]"))
    #expect(result.output.contains("Exit status: 0 when every written part counts"))
  }

  @Test func aBuildLogGivesEachProblemOnceWithItsFileInThePackage() {
    let root = URL(fileURLWithPath: "/tmp/scratch")
    let log = """
      [3/9] Compiling MVPApp BMIFormPresenter.swift
      /tmp/scratch/Sources/MVPApp/BMI/BMIFormPresenter.swift:12:5: error: cannot find 'x' in scope
      /tmp/scratch/Sources/MVPApp/BMI/BMIFormPresenter.swift:12:5: error: cannot find 'x' in scope
      /tmp/scratch/Sources/Domain/A.swift:3:1: warning: variable 'y' was never used
      error: fatalError
      """
    #expect(
      ScratchWorkbench.problems(inLog: log, root: root) == [
        BuildProblem(
          path: "Sources/MVPApp/BMI/BMIFormPresenter.swift",
          text: "Sources/MVPApp/BMI/BMIFormPresenter.swift:12:5: error: cannot find 'x' in scope"),
        BuildProblem(
          path: "Sources/Domain/A.swift",
          text: "Sources/Domain/A.swift:3:1: warning: variable 'y' was never used"),
      ])
  }

  @Test func theScratchManifestBuildsOnlyTheVariantsUnitTests() {
    let manifest = ScratchWorkbench.manifest(
      "let package = Package()\n", keepingTests: ["MVCAppTests", "MVPAppTests"])
    #expect(
      manifest.contains(#"(target.type == .test && !["MVCAppTests", "MVPAppTests"].contains(target.name))"#))
    #expect(manifest.contains(#"["arch-harness-testbed", "TestVariants"].contains(target.name)"#))
  }
}

/// `change-cost --build-only` builds nothing but the variants' modules and what they need: the
/// package's own manifest, as SwiftPM reads it in the scratch copy.
@Suite(.soak) struct ChangeCostBuildOnlyManifestTests {
  @Test func aBuildOnlyCopyKeepsTheTestedModulesAndWhatTheyNeedAndNoTestOrProduct() throws {
    let targets = try ScratchWorkerTests.targets {
      ScratchWorkbench.manifest($0, keepingTests: ["MVCAppTests", "ReducerCoreTests"], buildsOnly: true)
    }
    #expect(
      targets.map(\.name) == [
        "AppContract", "Domain", "HeadlessUI", "MVCApp", "ReducerCore", "ReducerRuntime",
      ])
  }
}
