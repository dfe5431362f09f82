import Foundation
import Testing

@testable import DeterministicRuntime

/// The replay runtime's check that it runs on the main thread says no on the test process's other
/// threads, as Foundation's does. (Its yes is checked by every replay: a settle off the main
/// thread stops the worker, so a replay on the main thread told otherwise would crash.)
@Suite struct MainThreadTests {
  @Test("a thread other than the main one is not taken for it")
  func anotherThreadIsNotTheMainOne() async {
    let fromTask = await Task.detached { (isOnMainThread, Thread.isMainThread) }.value
    let fromThread = await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: (isOnMainThread, Thread.isMainThread)) }
    }
    #expect(fromTask == (false, false))
    #expect(fromThread == (false, false))
  }
}
