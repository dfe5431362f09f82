#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line counts in an lcov trace file (`llvm-cov export -format=lcov`): for each source file
/// (`SF:`), each instrumented line (`DA:line,count`) and how many times it ran. Other records
/// (functions, branches) are ignored; a line listed twice for a file has its counts added.
public struct LcovRecords: Equatable, Sendable {
  /// Line → execution count, by source file path as written in the trace.
  public var files: [String: [Int: Int]]

  public init(files: [String: [Int: Int]] = [:]) {
    self.files = files
  }

  /// Reads an lcov text; malformed lines are skipped. Lines are found with `memchr` and read as
  /// UTF-8: `coverage` reads one such text per replay, tens of kilobytes each.
  public init(parsing text: String) {
    var files: [String: [Int: Int]] = [:]
    var current: String?
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var start = 0
      while start < bytes.count {
        let end =
          memchr(base + start, 0x0A, bytes.count - start).map {
            base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
          } ?? bytes.count
        var length = end - start
        if length > 0, base[start + length - 1] == 0x0D { length -= 1 }
        let line = UnsafeBufferPointer(start: base + start, count: length)
        start = end + 1
        if line.starts(with: "SF:".utf8) {
          let path = String(decoding: UnsafeBufferPointer(rebasing: line.dropFirst(3)), as: UTF8.self)
          current = path
          files[path, default: [:]] = files[path] ?? [:]
        } else if line.starts(with: "DA:".utf8), let file = current {
          let fields = line.dropFirst(3).split(separator: UInt8(ascii: ","))
          guard fields.count >= 2, let number = Self.integer(fields[0]), let count = Self.integer(fields[1])
          else { continue }
          files[file, default: [:]][number, default: 0] += count
        } else if line.elementsEqual("end_of_record".utf8) {
          current = nil
        }
      }
    }
    self.files = files
  }

  private static func integer(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    Int(String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self))
  }

  /// The lines of each file that ran at least once.
  public var executed: [String: Set<Int>] {
    files.mapValues { Set($0.filter { $0.value > 0 }.keys) }.filter { !$0.value.isEmpty }
  }

  /// The lines of each file the instrumentation counts, run or not.
  public var counted: [String: Set<Int>] { files.mapValues { Set($0.keys) } }
}
