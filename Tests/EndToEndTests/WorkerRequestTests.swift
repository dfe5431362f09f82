import Foundation
import ReplayWorker
import Supervisor
import Testing

/// A worker built on its own reads the `_worker` command line the supervisor writes, and refuses
/// anything else with the reason.
@Suite struct WorkerRequestTests {
  @Test func theArgumentsTheSupervisorWritesAreReadBackAsTheRequest() throws {
    let arguments = WorkerProtocol.arguments(
      variants: ["mvc", "mvp"], scenariosRoot: URL(fileURLWithPath: "/tmp/S"), scenarios: ["S/a.scenario"],
      firstVariant: "mvp", takesMore: true)
    let request = try WorkerRequest(arguments: Array(arguments.dropFirst()))
    #expect(
      request
        == WorkerRequest(
          scenariosRoot: URL(fileURLWithPath: "/tmp/S", isDirectory: true), variants: ["mvc", "mvp"],
          resumeAt: "mvp", readsMoreFromInput: true, paths: ["S/a.scenario"]))
  }

  @Test func aWorkerThatReadsHeadingsFirstAlsoReadsMoreScenariosFromItsInput() throws {
    let arguments = WorkerProtocol.arguments(
      variants: ["mvc"], scenariosRoot: URL(fileURLWithPath: "/tmp/S"), scenarios: ["S/a.scenario"],
      headingsFirst: true)
    #expect(arguments.contains("--headings-first") && arguments.contains("--more-from-input"))
    let request = try WorkerRequest(arguments: Array(arguments.dropFirst()))
    #expect(
      request
        == WorkerRequest(
          scenariosRoot: URL(fileURLWithPath: "/tmp/S", isDirectory: true), variants: ["mvc"],
          readsMoreFromInput: true, readsHeadingsFirst: true, paths: ["S/a.scenario"]))
    let alone = try WorkerRequest(arguments: ["--scenarios", "/tmp/S", "--headings-first", "S/a.scenario"])
    #expect(alone.readsHeadingsFirst && alone.readsMoreFromInput)
  }

  @Test func valuesMayFollowAnEqualsSignAndEverythingAfterADoubleDashIsAPath() throws {
    let request = try WorkerRequest(
      arguments: [
        "--scenarios=/tmp/S", "--variant", "mvc", "--variant=reducer", "--repeat", "3", "--", "--odd",
      ])
    #expect(request.variants == ["mvc", "reducer"])
    #expect(request.repeatCount == 3)
    #expect(request.paths == ["--odd"])
    #expect(request.resumeAt == nil && !request.readsMoreFromInput)
  }

  @Test(
    arguments: [
      (["--scenarios", "S", "--bench", "a"], "error: unknown option '--bench' (this worker only replays)"),
      (["--scenarios", "S", "--variant"], "error: option '--variant' needs a value"),
      (["--variant", "mvc", "a"], "error: missing --scenarios"),
      (
        ["--scenarios", "S", "--repeat", "0", "a"],
        "error: option '--repeat' needs a whole number of at least 1, not '0'"
      ),
      (
        ["--scenarios", "S", "--more-from-input=yes"],
        "error: unknown option '--more-from-input=yes' (this worker only replays)"
      ),
      (
        ["--scenarios", "S", "--headings-first=yes"],
        "error: unknown option '--headings-first=yes' (this worker only replays)"
      ),
    ])
  func aCommandLineThatIsNoRequestIsRefusedWithTheReason(arguments: [String], message: String) {
    #expect(throws: WorkerRequest.BadArguments(message: message)) {
      try WorkerRequest(arguments: arguments)
    }
  }
}
