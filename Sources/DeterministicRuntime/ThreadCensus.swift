import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The threads of this process, for telling whether a replay left any behind: work a replay puts
/// on `DispatchQueue.global()`, behind `asyncAfter` (GCD's timer thread), or on a `Thread` runs on
/// threads of its own, which the runtime can neither list the work of nor wait for. GCD creates a
/// pool thread, and its timer thread, while the call that needs it runs (on the caller's thread),
/// keeps an idle pool thread about 4.5 s, and its timer thread for good.
enum ThreadCensus {
  /// The kernel's ids of the process's threads (Linux: the entries of `/proc/self/task`), or nil
  /// where they cannot be listed (then no replay is ever said to leave threads behind).
  static func threadIDs() -> Set<Int32>? {
    #if os(Linux)
    taskFolder.withLock { folder -> Set<Int32>? in
      if folder == nil { folder = opendir("/proc/self/task") }
      guard let folder else { return nil }
      rewinddir(folder)
      var ids: Set<Int32> = []
      while let entry = readdir(folder) {
        let id = withUnsafeBytes(of: entry.pointee.d_name) { name -> Int32? in
          var value: Int32 = 0
          for byte in name {
            if byte == 0 { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value &* 10 &+ Int32(byte - UInt8(ascii: "0"))
          }
          return value > 0 ? value : nil
        }
        if let id { ids.insert(id) }
      }
      return ids
    }
    #else
    return nil
    #endif
  }

  #if os(Linux)
  /// `/proc/self/task`, opened on first use and kept for the process's life (`opendir` opens it
  /// close-on-exec): a worker lists it twice per replay, and reading it again from its start
  /// spares the path lookup of opening it each time.
  private static let taskFolder = Mutex<OpaquePointer?>(nil)
  #endif
}
