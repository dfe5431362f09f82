import Foundation
import Supervisor
import Testing

/// The screens the harness records are rendered incrementally (only views that changed). With
/// the self-check on, every worker also renders every recorded screen afresh and crashes at the
/// step where the two differ: the whole corpus on every variant must stay clean.
@Suite(.needsReplayRuntime) struct IncrementalRenderCheckTests {
  @Test func everyScreenOfTheCorpusRendersIncrementallyAsItDoesAfresh() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "render-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, output) = try await HarnessProcess.run(
      ["run", "--quiet", "--out", out.path, "--format", "json"],
      environment: [WorkerProtocol.verifyRenderEnvironmentKey: "1"])
    #expect(status == 0, "\(output)")
    #expect(output.contains("all agree"), "\(output)")
  }
}
