import Testing
import Traces

@testable import Supervisor

/// The supervisor reads a scenario's replay on one variant as the replay before it when the lines
/// say the same (``StepRecordMemo``): never when a line means something else after a step that
/// differed.
@Suite struct StepRecordMemoTests {
  static func step(_ index: Int, screen: String, state: String = "bmi: none") -> StepTrace {
    StepTrace(
      index: index, line: 4 + index, source: "tap b\(index)", screen: screen, navigation: [], calls: [],
      state: [state])
  }

  /// Writes each replay (a variant's steps) of `path` as one worker does and reads the stream
  /// back with one reader, as the supervisor does; the records read, per replay.
  static func stream(_ replays: [[StepTrace]], path: String = "Scenarios/a.scenario") -> [[StepTrace]] {
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    return replays.enumerated().map { variant, steps in
      _ = reader.message(
        from: Substring(writer.line(for: .scenarioStarted(path: path, variant: "v\(variant)"))))
      return steps.enumerated().compactMap { position, step in
        let line = writer.line(for: .stepFinished(step, appNanoseconds: 100 * variant + position))
        guard case .stepFinished(let read, _) = reader.message(from: Substring(line)) else { return nil }
        return read
      }
    }
  }

  @Test func variantsThatAgreeAreReadAsTheSameRecords() {
    let steps = (0..<5).map { Self.step($0, screen: "screen s\($0 / 2)") }
    let read = Self.stream([steps, steps, steps])
    #expect(read == [steps, steps, steps])
  }

  @Test func aStepWrittenTheSameAfterAStepThatDifferedIsReadAgainstItsOwnStepBefore() {
    // Step 2 repeats step 1's screen: its line says "the same as the step before" in both
    // replays, and means "x" in the first and "y" in the second.
    let first = [Self.step(0, screen: "start"), Self.step(1, screen: "x"), Self.step(2, screen: "x")]
    let second = [Self.step(0, screen: "start"), Self.step(1, screen: "y"), Self.step(2, screen: "y")]
    let read = Self.stream([first, second, first, second])
    #expect(read == [first, second, first, second])
  }

  @Test func aLongerReplayAfterADifferenceLeavesNothingThatALaterReplayMisreads() {
    let first = (0..<3).map { Self.step($0, screen: "s", state: "n: 1") }
    var second = (0..<3).map { Self.step($0, screen: $0 == 1 ? "t" : "s", state: "n: \($0 == 1 ? 2 : 1)") }
    second += (3..<6).map { Self.step($0, screen: "u", state: "n: 2") }
    let third = first + (3..<6).map { Self.step($0, screen: "u", state: "n: 1") }
    let read = Self.stream([first, second, third])
    #expect(read == [first, second, third])
  }

  @Test func anotherScenarioIsNeverReadAsTheOneBefore() {
    let steps = (0..<3).map { Self.step($0, screen: "screen \($0)") }
    let other = (0..<3).map { Self.step($0, screen: "screen \($0)", state: "bmi: 22.9") }
    #expect(
      Self.stream([steps, steps]) + Self.stream([other], path: "Scenarios/b.scenario") == [
        steps, steps, other,
      ])
  }

  @Test func eachRecordKeepsItsOwnAppTime() {
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    let step = Self.step(0, screen: "s")
    var times: [Int] = []
    for (variant, time) in [(0, 5), (1, 123_456), (2, 0)] {
      _ = reader.message(
        from: Substring(writer.line(for: .scenarioStarted(path: "S/a", variant: "v\(variant)"))))
      let line = writer.line(for: .stepFinished(step, appNanoseconds: time))
      if case .stepFinished(let read, let appTime) = reader.message(from: Substring(line)), read == step {
        times.append(appTime)
      }
    }
    #expect(times == [5, 123_456, 0])
  }
}
