import Foundation
import Synchronization

/// Whether the caller runs on the process's main thread (the replay driver's thread).
var isOnMainThread: Bool {
  #if canImport(Glibc)
  // Foundation's `Thread.isMainThread` asks the kernel twice on Linux (`getpid`, `gettid`), and a
  // replay asks at every settle: ask it once on the main thread, then compare `pthread_self()`.
  let current = pthread_self()
  let main = mainThread.load(ordering: .relaxed)
  if main != 0 { return current == main }
  guard Thread.isMainThread else { return false }
  mainThread.store(current, ordering: .relaxed)
  return true
  #else
  return Thread.isMainThread
  #endif
}

#if canImport(Glibc)
/// The main thread's `pthread_t` once a call on it has seen it; 0 before (no thread has that id).
private let mainThread = Atomic<pthread_t>(0)
#endif
