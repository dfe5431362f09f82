import ReducerTestSupport
import Testing

@testable import ReducerRuntime

/// The stack as a value: ids handed out as elements are pushed, never reused in one stack's life.
@Suite struct StackStateTests {
  @Test func appendingHandsOutIdsInOrderAndTheyAreNeverReusedAfterAPopOrAClear() {
    var stack = StackState<String>()
    #expect(stack.append("a") == 0)
    #expect(stack.append("b") == 1)
    #expect(stack.ids == [0, 1])
    #expect(Array(stack) == ["a", "b"])
    stack.pop(from: 1)
    #expect(stack.append("c") == 2)
    stack.removeAll()
    #expect(stack.isEmpty)
    #expect(stack.append("a") == 3)
    #expect(stack.ids == [3])
  }

  @Test func popFromAnIdPopsItAndEverythingAboveAndAnUnknownIdPopsNothing() {
    var stack = StackState<String>()
    for name in ["a", "b", "c"] { stack.append(name) }
    stack.pop(from: 7)
    #expect(Array(stack) == ["a", "b", "c"])
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    #expect(stack.ids == [0])
  }

  @Test func anElementIsReadAndChangedInPlaceByItsIdAndSettingNilPopsFromIt() {
    var stack = StackState<String>()
    for name in ["a", "b"] { stack.append(name) }
    stack[id: 1]? += "!"
    #expect(stack[id: 1] == "b!")
    #expect(stack[id: 5] == nil)
    stack[id: 5] = "x"
    #expect(Array(stack) == ["a", "b!"])
    stack[id: 0] = nil
    #expect(stack.isEmpty)
  }

  @Test func twoStacksWithTheSameElementsUnderOtherIdsDiffer() {
    var first = StackState<String>()
    first.append("a")
    var second = StackState<String>()
    second.append("x")
    second.removeAll()
    second.append("a")
    #expect(Array(first) == Array(second))
    #expect(first != second)
  }
}
