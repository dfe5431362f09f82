import Dispatch
import Synchronization
import Testing

@testable import Supervisor

/// How a run's scenarios are handed to its workers.
@Suite struct ReplayQueueTests {
  static func scenarios(_ count: Int) -> [(path: String, name: String)] {
    (0..<count).map { (path: "s\(1000 + $0)", name: "S\($0)") }
  }

  @Test func theScenariosComeOneAtATimeInTheListsOrder() {
    let queue = ReplayQueue(Self.scenarios(3))
    #expect(queue.next()?.path == "s1000")
    #expect(queue.next()?.path == "s1001")
    #expect(queue.next()?.name == "S2")
    #expect(queue.next() == nil)
    #expect(queue.next() == nil)
    #expect(!queue.isStopped)
  }

  @Test("workers taking at the same time get every scenario once", arguments: [1, 2, 8])
  func concurrentTakersShareTheList(takers: Int) {
    let queue = ReplayQueue(Self.scenarios(500))
    let taken = Mutex<[[String]]>(Array(repeating: [], count: takers))
    DispatchQueue.concurrentPerform(iterations: takers) { taker in
      while let scenario = queue.next() { taken.withLock { $0[taker].append(scenario.path) } }
    }
    let all = taken.withLock { $0 }
    #expect(all.flatMap { $0 }.sorted() == Self.scenarios(500).map(\.path))
    #expect(all.allSatisfy { $0 == $0.sorted() })
  }

  @Test func aStoppedQueueHandsOutNothingMore() {
    let queue = ReplayQueue(Self.scenarios(3))
    #expect(queue.next()?.path == "s1000")
    queue.stop()
    #expect(queue.isStopped)
    #expect(queue.next() == nil)
  }

  @Test func anEmptyListHandsOutNothing() {
    #expect(ReplayQueue([]).next() == nil)
  }

  @Test func aWorkerTakesTheScenariosItReadFirstThenTheOthersInOrder() {
    let queue = ReplayQueue(Self.scenarios(5))
    let read: Set = ["s1001", "s1003"]
    #expect(queue.next(preferring: read)?.path == "s1001")
    #expect(queue.next()?.path == "s1000")
    #expect(queue.next(preferring: read)?.path == "s1003")
    #expect(queue.next(preferring: read)?.path == "s1002")
    #expect(queue.next(preferring: read)?.path == "s1004")
    #expect(queue.next(preferring: read) == nil)
  }

  @Test func aQueueMadeEmptyHandsOutWhatItIsFilledWith() {
    let queue = ReplayQueue([])
    #expect(queue.next() == nil)
    queue.fill(Self.scenarios(2))
    #expect(queue.next(preferring: ["s1001"])?.path == "s1001")
    #expect(queue.next()?.path == "s1000")
    #expect(queue.next() == nil)
  }
}
