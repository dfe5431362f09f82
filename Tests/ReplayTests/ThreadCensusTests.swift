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
    let ids = try #require(ThreadCensus.threadIDs())
    #expect(ids.contains(id.withLock { $0 }))
  }

  @Test func aListingTakenAfterAnotherSeesAThreadStartedBetweenThem() throws {
    let first = try #require(ThreadCensus.threadIDs())
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
    let newThread = id.withLock { $0 }
    #expect(!first.contains(newThread))
    #expect(try #require(ThreadCensus.threadIDs()).contains(newThread))
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
