import Testing
import Traces

@testable import Supervisor

@Suite struct CrashReportTests {
  @Test func theFatalMessageIsKeptWithItsModuleRelativePlace() {
    let output = """
      some noise
      TestVariants/PlantedFault.swift:26: Fatal error: planted crash on the main thread
      """
    #expect(
      CrashReport.describe(.signalled(4), errorOutput: output)
        == "Fatal error: planted crash on the main thread at TestVariants/PlantedFault.swift:26 (killed by SIGILL)"
    )
  }

  @Test func anAbsolutePathBeforeTheMessageIsDropped() {
    let output = "/home/me/src/App/Model.swift:12: Precondition failed: count 0x7ffd5e3a9b20 is negative"
    #expect(
      CrashReport.describe(.signalled(5), errorOutput: output)
        == "Precondition failed: count 0x… is negative (killed by SIGTRAP)")
  }

  @Test func aCrashWithoutAMessageSaysHowTheProcessEnded() {
    #expect(
      CrashReport.describe(.signalled(11), errorOutput: "")
        == "killed by SIGSEGV (a stack overflow or a bad memory access)")
    #expect(CrashReport.describe(.exited(3), errorOutput: "") == "exited with status 3")
  }

  @Test func controlCharactersNeverReachTheMessage() {
    let output = "Fatal error: \u{1B}[31mred\u{1B}[0m"
    #expect(
      CrashReport.describe(.signalled(4), errorOutput: output) == "Fatal error: [31mred[0m (killed by SIGILL)"
    )
  }

  @Test func theRuntimesBacktraceAfterItsMessageIsFoundAtTheStartOfItsLastLine() {
    let output = Array(
      "printed Current stack trace: here\nA.swift:3: Fatal error: boom\nCurrent stack trace:\n0 0x7f 1\n".utf8
    )
    #expect(CrashReport.backtraceStart(in: output) == 63)
    #expect(CrashReport.backtraceStart(in: Array("Current stack trace:".utf8)) == 0)
    #expect(CrashReport.backtraceStart(in: Array("no trace\n".utf8)) == nil)
  }

  static let marker = StepMarker(index: 4, file: "Scenarios/a.scenario", line: 9, column: 1, source: "tap x")

  @Test func aStuckWorkerIsTimedOutAtTheStepThatWasRunning() {
    let outcome = WorkerPool.outcome(of: .stuck, at: Self.marker, stepTimeout: .seconds(2))
    #expect(
      outcome
        == .timedOut(
          line: 9,
          message: "Scenarios/a.scenario:9:1: error: `tap x` did not finish within 2s of wall time "
            + "(--step-timeout); the variant may be stuck in a synchronous loop"))
  }

  @Test func aCrashIsLocatedAtTheStepThatWasRunning() {
    let outcome = WorkerPool.outcome(
      of: .crashed(description: "killed by SIGILL"), at: Self.marker, stepTimeout: .seconds(10))
    #expect(
      outcome
        == .crashed(
          line: 9,
          message:
            "Scenarios/a.scenario:9:1: error: the variant crashed while running `tap x`: killed by SIGILL"))
  }

  @Test func aCrashBeforeTheFirstStepHasNoLine() {
    let outcome = WorkerPool.outcome(
      of: .crashed(description: "exited with status 2"), at: nil, stepTimeout: .seconds(10))
    #expect(
      outcome
        == .crashed(line: nil, message: "the variant crashed before its first step: exited with status 2"))
  }

  @Test(arguments: [(Duration.seconds(10), "10s"), (.milliseconds(1500), "1500ms"), (.seconds(120), "120s")])
  func durationsReadAsTheCommandLineWritesThem(duration: Duration, text: String) {
    #expect(duration.formatted == text)
  }
}
