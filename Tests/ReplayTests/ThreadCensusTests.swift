import Foundation
import Synchronization
import Testing

@testable import DeterministicRuntime

/// The thread census that tells whether a replay left threads behind.
struct ThreadCensusTests {
  #if os(Linux)
  @Test func theCallingThreadIsListed() throws {
    let ids = try #require(ThreadCensus.threadIDs())
    #expect(ids.contains(Self.currentThreadID()))
  }

  @Test func aThreadStartedLaterIsListedWhileItRuns() throws {
    try Self.whileAThreadRuns { thread in
      let listed = try #require(ThreadCensus.threadIDs())
      #expect(listed.contains(thread))
    }
  }

  @Test func aListingTakenAfterAnotherSeesAThreadStartedBetweenThem() throws {
    let first = try #require(ThreadCensus.threadIDs())
    try Self.whileAThreadRuns { thread in
      let second = try #require(ThreadCensus.threadIDs())
      #expect(!first.contains(thread))
      #expect(second.contains(thread))
    }
  }

  /// Runs `body` with the kernel's id of a thread started for it, which ends after `body` returns.
  static func whileAThreadRuns(_ body: (Int32) throws -> Void) throws {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let id = Mutex<Int32>(0)
    Thread.detachNewThread {
      id.withLock { $0 = Self.currentThreadID() }
      started.signal()
      release.wait()
    }
    started.wait()
    defer { release.signal() }
    try body(id.withLock { $0 })
  }

  /// The kernel's id of the calling thread, from the `/proc/thread-self` link (`PID/task/TID`).
  static func currentThreadID() -> Int32 {
    let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
    return link.flatMap { Int32($0.split(separator: "/").last ?? "") } ?? -1
  }
  #else
  @Test func threadsAreNotListedWhereTheSystemHasNoTaskFolder() {
    #expect(ThreadCensus.threadIDs() == nil)
  }
  #endif
}
