/// The line counts in an lcov trace file (`llvm-cov export -format=lcov`): for each source file
/// (`SF:`), each instrumented line (`DA:line,count`) and how many times it ran. Other records
/// (functions, branches) are ignored; a line listed twice for a file has its counts added.
public struct LcovRecords: Equatable, Sendable {
  /// Line → execution count, by source file path as written in the trace.
  public var files: [String: [Int: Int]]

  public init(files: [String: [Int: Int]] = [:]) {
    self.files = files
  }

  /// Reads an lcov text; malformed lines are skipped.
  public init(parsing text: String) {
    var files: [String: [Int: Int]] = [:]
    var current: String?
    for line in text.split(whereSeparator: \.isNewline) {
      if line.hasPrefix("SF:") {
        let path = String(line.dropFirst(3))
        current = path
        files[path, default: [:]] = files[path] ?? [:]
      } else if line.hasPrefix("DA:"), let file = current {
        let fields = line.dropFirst(3).split(separator: ",")
        guard fields.count >= 2, let number = Int(fields[0]), let count = Int(fields[1]) else { continue }
        files[file, default: [:]][number, default: 0] += count
      } else if line == "end_of_record" {
        current = nil
      }
    }
    self.files = files
  }

  /// The lines of each file that ran at least once.
  public var executed: [String: Set<Int>] {
    files.mapValues { Set($0.filter { $0.value > 0 }.keys) }.filter { !$0.value.isEmpty }
  }

  /// The lines of each file the instrumentation counts, run or not.
  public var counted: [String: Set<Int>] { files.mapValues { Set($0.keys) } }
}
