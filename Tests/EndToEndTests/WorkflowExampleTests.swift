import Foundation
import Testing

/// The GitHub Actions example in `.github/workflows/ci.yml` can go green: nothing hides a failure,
/// nothing pins a machine's Xcode, no action runs on a deprecated runtime, and the macOS job has
/// no step that fails by design.
@Suite struct WorkflowExampleTests {
  static let workflow: String = {
    let url = HarnessProcess.packageRoot.appendingPathComponent(".github/workflows/ci.yml")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The lines of `job` (its key at two spaces' indent, up to the next job).
  static func lines(ofJob job: String) -> [Substring] {
    let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring("  \(job):")) else { return [] }
    let rest = lines[(start + 1)...]
    let end =
      rest.firstIndex { line in
        line.hasPrefix("  ") && !line.hasPrefix("   ") && line.hasSuffix(":") && !line.hasPrefix("  #")
      } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  /// The oldest major of each action the example may use: the first to run on node24.
  static let currentMajors = [
    "actions/checkout": 5, "actions/cache": 5, "actions/upload-artifact": 6, "actions/download-artifact": 7,
    "mikepenz/action-junit-report": 6,
  ]

  @Test("the example hides no failure: no step or job continues on error")
  func noContinueOnError() {
    #expect(!Self.workflow.isEmpty)
    #expect(!Self.workflow.contains("continue-on-error"))
  }

  @Test("the example pins no Xcode by path: it selects the newest installed and checks its Swift")
  func noHardCodedXcode() {
    #expect(Self.workflow.range(of: #"Xcode_[0-9]"#, options: .regularExpression) == nil)
    let macOS = Self.lines(ofJob: "macos").joined(separator: "\n")
    #expect(macOS.contains("xcode-select -s"))
    #expect(macOS.contains("swift --version"))
  }

  @Test("every action is used at a major that runs on node24, and none is unknown to this test")
  func actionsOnCurrentMajors() {
    let uses = Self.workflow.split(separator: "\n").compactMap { line -> (String, Int)? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let range = trimmed.range(of: "uses: ") else { return nil }
      let reference = trimmed[range.upperBound...].split(separator: " ").first ?? ""
      let parts = reference.split(separator: "@")
      guard parts.count == 2, parts[1].hasPrefix("v"), let major = Int(parts[1].dropFirst()) else {
        return (String(reference), -1)
      }
      return (String(parts[0]), major)
    }
    #expect(!uses.isEmpty)
    for (action, major) in uses {
      let oldest = Self.currentMajors[action]
      #expect(oldest != nil, "\(action) has no entry in currentMajors")
      #expect(major >= (oldest ?? Int.max), "\(action)@v\(major) runs on a deprecated runtime")
    }
  }

  @Test("the nightly job explores with a new seed each night and keeps the scenarios it finds")
  func nightlyExplorationTakesANewSeed() {
    let analysis = Self.lines(ofJob: "analysis").map { $0.trimmingCharacters(in: .whitespaces) }
    let explore = analysis.filter { $0.hasPrefix("run: swift run arch-harness explore ") }
    #expect(explore.count == 1)
    #expect(explore.first?.contains("--seed ${{ github.run_number }}") == true)
    #expect(explore.first?.contains("--out explored") == true)
    #expect(analysis.contains("path: explored/"))
  }

  @Test("the macOS job builds, tests, checks and replays on the hooks backend, with no SPI flag")
  func macOSJobCanPass() {
    let macOS = Self.lines(ofJob: "macos")
    #expect(!macOS.isEmpty)
    let commands = macOS.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("run: ") && $0.contains("arch-harness") }
    #expect(commands == ["run: swift run arch-harness check", "run: swift run arch-harness --out reports"])
    // A flag that leaves out the backend would make the replay exit 4 by design.
    #expect(!macOS.joined().contains("ARCH_HARNESS_NO_EXECUTOR"))
  }
}
