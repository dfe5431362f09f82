import Foundation
import Supervisor
import Testing

/// The screens the harness records are rendered incrementally (only views that changed), and each
/// step's record is sent as changes from the step before. With the self-checks on, every worker
/// also renders every recorded screen afresh, and reads every line it writes back as the
/// supervisor will, and crashes at the step where either differs: the whole corpus on every
/// variant must stay clean.
@Suite(.needsReplayRuntime) struct IncrementalRenderCheckTests {
  @Test func everyScreenAndStepRecordOfTheCorpusSurvivesItsShortcuts() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "render-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let (status, output) = try await HarnessProcess.run(
      ["run", "--quiet", "--out", out.path, "--format", "json"],
      environment: [
        WorkerProtocol.verifyRenderEnvironmentKey: "1", WorkerProtocol.verifyStepTraceEnvironmentKey: "1",
      ])
    #expect(status == 0, "\(output)")
    #expect(output.contains("all agree"), "\(output)")
  }
}
