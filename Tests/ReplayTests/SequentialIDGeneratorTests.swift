import DeterministicRuntime
import Testing

@Suite struct SequentialIDGeneratorTests {
  @Test func identifiersCountUpFromOneAfterThePrefix() {
    let generator = SequentialIDGenerator()
    #expect([generator.makeID(), generator.makeID(), generator.makeID()] == ["r1", "r2", "r3"])
  }

  @Test func aCustomPrefixReplacesR() {
    let generator = SequentialIDGenerator(prefix: "order-")
    #expect(generator.makeID() == "order-1")
  }

  @Test func twoGeneratorsMakeTheSameSequence() {
    let first = SequentialIDGenerator()
    let second = SequentialIDGenerator()
    #expect((0..<5).map { _ in first.makeID() } == (0..<5).map { _ in second.makeID() })
  }
}
