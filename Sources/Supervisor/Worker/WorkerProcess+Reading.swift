#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker's output is read: its pipe, how often, and how much at a time.
extension WorkerProcess {
  /// The pause, in microseconds, between two reads of a worker that is writing: each read takes
  /// a core from a worker when the machine's are busy, and 4 ms cost a run of six variants on
  /// two cores some 4 % more CPU than 16 ms (Docs/Benchmarks.md).
  static let collectingInterval: useconds_t = 16000

  /// The pause between two reads of a worker whose output is awaited.
  static let awaitedInterval: useconds_t = 1000

  /// Makes the worker's pipe hold a mebibyte where Linux allows it (its default is 64 KiB, a few
  /// milliseconds of a release worker's messages), so that a worker does not wait for this thread
  /// to read; elsewhere, and where it is refused, the pipe stays as it is.
  static func enlargePipe(_ descriptor: Int32) {
    #if os(Linux)
    // `F_SETPIPE_SZ` (`F_LINUX_SPECIFIC_BASE + 7`), which Glibc's module does not export.
    let setPipeSize: Int32 = 1031
    _ = fcntl(descriptor, setPipeSize, 1 << 20)
    #endif
  }

  /// Waits until the pipe, if open, has data or closes, or `milliseconds` pass.
  static func waitForInput(_ child: ChildProcess, isOpen: Bool, milliseconds: Int32) {
    var descriptors: [pollfd] = []
    if isOpen { descriptors.append(pollfd(fd: child.outputDescriptor, events: Int16(POLLIN), revents: 0)) }
    _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
  }

  /// Reads everything `descriptor` holds now, through `chunk`; returns false once it has reached
  /// end of file.
  static func drain(
    _ descriptor: Int32, with chunk: inout [UInt8], into consume: (UnsafeRawBufferPointer) -> Void
  ) -> Bool {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunk.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
      } else if count == 0 {
        return false
      } else {
        return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK
      }
    }
  }
}
