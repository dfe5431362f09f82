import Testing
import Traces

@testable import Supervisor

/// A replay's steps are held in the array of the scenario's replay before while they are the
/// same (``StepCollector``): the steps collected are always those sent, shared or not.
@Suite struct StepCollectorTests {
  static func step(_ index: Int, screen: String = "BMI") -> StepTrace {
    StepTrace(
      index: index, line: 4 + index, source: "tap b\(index)", screen: screen, navigation: [], calls: [],
      state: ["bmi: none"])
  }

  static let reference = (0..<4).map { step($0) }

  /// Whether two arrays hold their elements in the same storage.
  static func sameStorage(_ a: [StepTrace], _ b: [StepTrace]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
  }

  @Test func aReplayWithTheSameStepsHoldsTheReplayBeforesArray() {
    var collector = StepCollector(sharingWith: Self.reference)
    for step in Self.reference { collector.append(step) }
    #expect(collector.steps == Self.reference)
    #expect(collector.steps.count == 4)
    #expect(Self.sameStorage(collector.steps, Self.reference))
  }

  @Test(
    "a replay that differs at a step, stops early or goes on holds exactly the steps sent",
    arguments: [
      [step(0), step(1), step(2, screen: "other"), step(3)],
      [step(0, screen: "other"), step(1), step(2), step(3)],
      [step(0), step(1)],
      [step(0), step(1), step(2), step(3), step(4)],
      [],
    ])
  func theStepsSentAreTheStepsHeld(sent: [StepTrace]) {
    var collector = StepCollector(sharingWith: Self.reference)
    for step in sent { collector.append(step) }
    #expect(collector.steps == sent)
    #expect(collector.steps.count == sent.count)
    #expect(!Self.sameStorage(collector.steps, Self.reference) || sent.isEmpty)
  }

  @Test func withoutAReplayBeforeTheStepsAreItsOwn() {
    var collector = StepCollector()
    for step in Self.reference { collector.append(step) }
    #expect(collector.steps == Self.reference)
  }
}
