import Foundation
import HarnessTestSupport
import Mutation
import Reports
import Testing

@testable import Runs
@testable import ScratchPackages

/// `run` into a folder whose reports hold a Testability or Behaviour map section keeps the section
/// while the sources, tests and scenarios it measured are unchanged, and says when it drops one.
@Suite(.needsReplayRuntime) struct MeasuredSectionsTests {
  @Test("run keeps a section measured on these sources and drops, with a note, one measured on others")
  func keepsOnlyCurrentSections() async throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let arguments = [
      "run", "--quiet", "--variant", "mvc", "--scenarios", scratch.root.path, "--sources",
      HarnessProcess.packageRoot.path, "--format", "json", "--out", out.path,
    ]
    #expect(try await CommandLineTests.runCapturingErrors(arguments).status == 0)
    let results = out.appendingPathComponent("results.json")
    var first = try JSONReportWriter.run(from: String(contentsOf: results, encoding: .utf8))
    let digest = SourceDigest.of(packageRoot: HarnessProcess.packageRoot, scenariosRoot: scratch.root)
    first.testability = Testability(sample: 1, variants: [], sourceDigest: digest)
    first.behaviourMap = BehaviourMap(variants: [], scenarios: [], sourceDigest: "0")
    try JSONReportWriter.json(for: first).write(to: results, atomically: true, encoding: .utf8)

    let again = try await CommandLineTests.runCapturingErrors(arguments)
    #expect(again.status == 0)
    #expect(
      again.errors
        == "note: the Behaviour map section of the previous reports was left out: the sources, tests or "
        + "scenarios changed since it was measured; 'arch-harness coverage' measures it again\n")
    let second = try JSONReportWriter.run(from: String(contentsOf: results, encoding: .utf8))
    #expect(second.testability == first.testability)
    #expect(second.behaviourMap == nil)

    let aloud = try await CommandLineTests.runCapturingErrors(arguments.filter { $0 != "--quiet" })
    #expect(aloud.output.contains("Kept the Testability section: its sources are unchanged.\n"))
    #expect(aloud.errors.isEmpty)
  }

  @Test("the fingerprint changes when a scenario changes")
  func fingerprintFollowsScenarios() throws {
    let scratch = try ScratchScenarios(copying: ["bmi/valid-who.scenario"])
    defer { scratch.remove() }
    let before = SourceDigest.of(packageRoot: HarnessProcess.packageRoot, scenariosRoot: scratch.root)
    #expect(SourceDigest.of(packageRoot: HarnessProcess.packageRoot, scenariosRoot: scratch.root) == before)
    try scratch.write("title: New\n\nlaunch\n", to: "bmi/new.scenario")
    #expect(SourceDigest.of(packageRoot: HarnessProcess.packageRoot, scenariosRoot: scratch.root) != before)
  }

  @Test(
    "the look at previous reports reads up to the traces, wherever the key falls in the chunks",
    arguments: [0, 1, 5, 9, 60, 61])
  func headStopsAtTheTraces(keyOffset: Int) throws {
    let folder = TemporaryFolder.url("Head")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("results.json")
    let before = "{\"a\":\"" + String(repeating: "x", count: keyOffset) + "\","
    let after = "\"traces\":[" + String(repeating: "1,", count: 500) + "1]}"
    try Data((before + after).utf8).write(to: file)
    let head = try #require(MeasuredSections.head(of: file, chunkSize: 16))
    let text = String(decoding: head, as: UTF8.self)
    #expect(text.hasPrefix(before + "\"traces\":"))
    #expect(head.count < before.utf8.count + "\"traces\":".utf8.count + 16)
    // Without the key, all of it.
    try Data(before.utf8).write(to: file)
    #expect(MeasuredSections.head(of: file, chunkSize: 16) == Data(before.utf8))
  }

  @Test(
    "the quick look for a section's key finds the bytes anywhere, and only them",
    arguments: [
      ("abc", "b", true), ("abc", "abcd", false), ("", "a", false), ("aab", "ab", true),
      ("{\"x\":1,\"testability\":{}}", "\"testability\"", true), ("testability", "\"testability\"", false),
      ("ab", "", true), ("\"traces\":", "\"traces\":", true), ("a:\"traces\"", "\"traces\":", false),
      (":b::ab:", "ab:", true), ("aXabaX", "abaX", true), ("ab", "b", true),
    ])
  func quickLook(text: String, key: String, found: Bool) {
    #expect(MeasuredSections.contains(Data(text.utf8), key) == found)
  }

  @Test("the quick look finds a key exactly where a plain search does, for every short text and key")
  func quickLookAgreesWithAPlainSearch() {
    // Every text of `a` and `b` up to 9 bytes, against every key up to 4: keys are often nearly there.
    func texts(upTo length: Int) -> [[UInt8]] {
      (0...length).flatMap { count in
        (0..<(1 << count)).map { bits in
          (0..<count).map { bits >> $0 & 1 == 0 ? UInt8(ascii: "a") : UInt8(ascii: "b") }
        }
      }
    }
    let keys = texts(upTo: 4).filter { !$0.isEmpty }
    var disagreements: [String] = []
    for text in texts(upTo: 9) {
      for key in keys {
        let plain =
          text.count >= key.count
          && (0...(text.count - key.count)).contains { Array(text[$0..<$0 + key.count]) == key }
        if MeasuredSections.contains(Data(text), String(decoding: key, as: UTF8.self)) != plain {
          disagreements.append(
            "\(String(decoding: key, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))")
        }
      }
    }
    #expect(disagreements == [])
  }

}
