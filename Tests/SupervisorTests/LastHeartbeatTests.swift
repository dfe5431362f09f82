import Testing
import Traces

@testable import Supervisor

/// The supervisor keeps a worker's last heartbeat as it came and reads it only when the worker
/// ends early (``LastHeartbeat``): it must then say exactly where the replay was.
@Suite struct LastHeartbeatTests {
  static let first = StepMarker(
    index: 0, file: "Scenarios/a b.scenario", line: 3, column: 1, source: "launch")
  static let second = StepMarker(
    index: 1, file: "Scenarios/a b.scenario", line: 4, column: 3, source: "open \"app://fault\"\t# tab")

  /// `heartbeat` after the heartbeat lines of `markers`, as a worker writes them.
  static func after(_ markers: [StepMarker], into heartbeat: inout LastHeartbeat) {
    var writer = WorkerMessageWriter()
    for marker in markers {
      var line = Array(writer.line(for: .stepStarted(marker)).utf8)
      line.withUnsafeMutableBufferPointer { heartbeat.stepStarted(UnsafeBufferPointer($0)) }
    }
  }

  @Test func theStepThatStartedLastIsWhereTheReplayIs() {
    var heartbeat = LastHeartbeat()
    Self.after([Self.first, Self.second], into: &heartbeat)
    #expect(heartbeat.marker == Self.second)
  }

  @Test func aReplayWithoutAStartedStepIsNowhere() {
    #expect(LastHeartbeat().marker == nil)
    var heartbeat = LastHeartbeat()
    heartbeat.tearDownStarted()
    #expect(heartbeat.marker == nil)
  }

  @Test func theTearDownIsLocatedAtTheLastStepThatRan() {
    var heartbeat = LastHeartbeat()
    Self.after([Self.first, Self.second], into: &heartbeat)
    heartbeat.tearDownStarted()
    #expect(heartbeat.marker == .tearDown(after: Self.second))
    #expect(heartbeat.marker?.source == StepMarker.tearDownSource)
  }

  @Test func aStepAfterATearDownIsWhereTheReplayIsAgain() {
    // A replay repeated to check that it is deterministic starts its steps again.
    var heartbeat = LastHeartbeat()
    Self.after([Self.second], into: &heartbeat)
    heartbeat.tearDownStarted()
    Self.after([Self.first], into: &heartbeat)
    #expect(heartbeat.marker == Self.first)
  }

  @Test func aReplayThatStartedOrEndedHasNoStepRunning() {
    var heartbeat = LastHeartbeat()
    Self.after([Self.first], into: &heartbeat)
    heartbeat.clear()
    #expect(heartbeat.marker == nil)
  }

  @Test(arguments: ["STEP\t", "STEP\tx\tf\t1\t1\tlaunch", "STEP\t1\tf\t1"])
  func aHeartbeatThatCannotBeReadLocatesNothing(line: String) {
    var heartbeat = LastHeartbeat()
    var bytes = Array(line.utf8)
    bytes.withUnsafeMutableBufferPointer { heartbeat.stepStarted(UnsafeBufferPointer($0)) }
    #expect(heartbeat.marker == nil)
  }
}
