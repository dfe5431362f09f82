import Foundation
import HarnessTestSupport
import Testing

/// `arch-harness merge` refuses, before reading anything, to write its reports over a shard, and
/// refuses a shard it cannot read at the place in its results.json.
@Suite struct MergeCommandTests {
  @Test("merging into one of the shard folders is a usage error")
  func outputIntoAShardIsRefused() async throws {
    let base = TemporaryFolder.url("Merge")
    let shard = base.appendingPathComponent("one").path
    let result = try await CommandLineTests.runCapturingErrors(["merge", shard, "--out", shard + "/"])
    #expect(result.status == 2)
    #expect(
      result.errors.split(separator: "\n").first.map(String.init)
        == "error: option '--out' names '\(shard)', a shard being merged: write the merged reports to another folder"
    )
  }

  @Test("a shard whose results.json is not JSON is refused at its line and column")
  func aBrokenShardIsLocated() async throws {
    let base = TemporaryFolder.url("Merge")
    let shard = base.appendingPathComponent("one")
    try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
    try Data("{\n  \"schemaVersion\": 1,\n  \"traces\": [\n}\n".utf8).write(
      to: shard.appendingPathComponent("results.json"))
    let result = try await CommandLineTests.runCapturingErrors([
      "merge", shard.path, "--out", base.appendingPathComponent("merged").path,
    ])
    #expect(result.status == 2)
    #expect(result.errors == "\(shard.path)/results.json:4:1: error: not JSON: expected a value\n")
  }

  @Test("a shard written by a tool of schema version 6 is refused at its version")
  func anOlderShardIsLocated() async throws {
    let base = TemporaryFolder.url("Merge")
    let shard = base.appendingPathComponent("one")
    try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
    try Data(#"{"absent":[],"costs":[],"scenarios":[],"schemaVersion":8,"traces":[]}"#.utf8).write(
      to: shard.appendingPathComponent("results.json"))
    let result = try await CommandLineTests.runCapturingErrors([
      "merge", shard.path, "--out", base.appendingPathComponent("merged").path,
    ])
    #expect(result.status == 2)
    #expect(
      result.errors
        == "\(shard.path)/results.json:1:56: error: $.schemaVersion: 8, but this tool reads version 9: "
        + "replay that shard again with this tool\n")
  }
}
