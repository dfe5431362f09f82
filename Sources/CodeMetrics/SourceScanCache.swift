import Foundation

/// What the cost table's scan found in each source file (``SourceScan``), kept in a file between
/// runs and used again for a file whose size and modification time are those it had when it was
/// scanned: a run then reads and scans only the files changed since the run before.
///
/// The cache file belongs to one build of the tool and one package: its first line names both
/// (the scanner's rules are in the build), and another build or package starts afresh. A file
/// modified less than ``racyInterval`` before its scan is not kept (a file system may keep
/// modification times in whole seconds, or two), so an edit that keeps a file's size is never
/// missed. A cache file that cannot be read, or whose entries are not those the tool wrote (the
/// first line ends with their FNV-1a), is ignored, and one that cannot be written is not
/// written: the scan is then what it is without a cache.
///
/// Used from one thread at a time.
public final class SourceScanCache {
  /// How long before a scan a file must have been modified for its scan to be kept.
  static let racyInterval: Int64 = 2_000_000_000

  /// The first field of the cache file's first line: its format, and the format's version.
  static let format = "arch-harness-source-scans 1"

  /// The file the cache is read from and written to.
  let file: URL
  /// The build and package the cache file belongs to (its first line).
  private let header: String
  /// The entries read, and those of this run, by the file's path.
  private var entries: [String: Entry]
  /// Whether an entry was added or replaced since the cache file was read.
  private var changed = false
  /// Files modified at or after this time, in nanoseconds since 1970, are not kept.
  private let keptBefore: Int64
  /// How many scans this cache answered, and how many it had to have made.
  private(set) var hits = 0
  private(set) var misses = 0

  /// A cache kept in `file` for the tool build `toolIdentity` scanning the package at
  /// `packageRoot`; `now` is when the scan starts.
  public init(file: URL, toolIdentity: String, packageRoot: String, now: Date = Date()) {
    self.file = file
    header = [Self.format, toolIdentity, packageRoot].joined(separator: "\t")
    keptBefore = Int64(now.timeIntervalSince1970 * 1e9) - Self.racyInterval
    entries = Self.entries(in: file, header: header)
  }

  /// A cache in the folder of the running executable (for `swift run`, the build's products
  /// folder under `.build`), for the package at `packageRoot`; nil when the executable cannot be
  /// found.
  public static func besideExecutable(packageRoot: URL) -> SourceScanCache? {
    guard let executable = Bundle.main.executableURL, let stamp = FileStamp(path: executable.path) else {
      return nil
    }
    return SourceScanCache(
      file: executable.deletingLastPathComponent().appendingPathComponent("arch-harness-source-scans.tsv"),
      toolIdentity: "\(executable.path) \(stamp.size) \(stamp.modified)",
      packageRoot: packageRoot.standardizedFileURL.path)
  }

  // MARK: - Scans

  /// The scan of the file at `path`: the one kept for it when the file has not changed since,
  /// else `measure()`'s, kept for the next run.
  func scan<Failure: Error>(
    ofFileAt path: String, measure: () throws(Failure) -> SourceScan
  ) throws(Failure) -> SourceScan {
    let stamp = FileStamp(path: path)
    if let stamp, let entry = entries[path], entry.stamp == stamp {
      hits += 1
      return entry.scan
    }
    misses += 1
    let scan = try measure()
    // A path with a line break would break the file's lines: such a file is scanned every time.
    if let stamp, stamp.modified < keptBefore, !path.utf8.contains(UInt8(ascii: "\n")) {
      entries[path] = Entry(stamp: stamp, scan: scan)
      changed = true
    }
    return scan
  }

  /// Writes the cache file when a scan was added or replaced: atomically, so that a run reading
  /// it meanwhile reads the old file or the new, never half of one; not at all when it cannot be.
  public func save() {
    guard changed else { return }
    var lines = ""
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let fields = [
        entry.stamp.size, entry.stamp.modified, Int64(entry.scan.codeLines), Int64(entry.scan.types),
        Int64(entry.scan.protocols),
      ]
      lines += fields.map(String.init).joined(separator: "\t") + "\t" + path + "\n"
    }
    var checksum = FNV1a()
    checksum.add(lines)
    try? Data((header + "\t" + checksum.hex + "\n" + lines).utf8).write(to: file, options: .atomic)
    changed = false
  }

  // MARK: - The file

  /// A file's scan and the size and modification time the file had.
  private struct Entry {
    var stamp: FileStamp
    var scan: SourceScan
  }

  /// The entries of the cache file at `url`, when its first line is `header` and the FNV-1a of
  /// the lines after it; a line that is not an entry (five whole numbers and a path,
  /// tab-separated) is skipped. Read as bytes: splitting the text by characters cost a run more
  /// than the scans it spared.
  private static func entries(in url: URL, header: String) -> [String: Entry] {
    guard let data = try? Data(contentsOf: url) else { return [:] }
    let bytes = [UInt8](data)
    guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [:] }
    let rest = bytes[(end + 1)...]
    var checksum = FNV1a()
    rest.withUnsafeBytes { checksum.add($0) }
    guard bytes[..<end].elementsEqual((header + "\t" + checksum.hex).utf8) else { return [:] }
    let lines = rest.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    var entries: [String: Entry] = Dictionary(minimumCapacity: lines.count)
    for line in lines {
      let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false)
      guard fields.count == 6, !fields[5].isEmpty, let path = String(validating: fields[5], as: UTF8.self)
      else { continue }
      let numbers = fields.prefix(5).compactMap(wholeNumber)
      guard numbers.count == 5 else { continue }
      entries[path] = Entry(
        stamp: FileStamp(size: numbers[0], modified: numbers[1]),
        scan: SourceScan(codeLines: Int(numbers[2]), types: Int(numbers[3]), protocols: Int(numbers[4])))
    }
    return entries
  }

  /// The whole number `digits` write (ASCII digits only, up to `Int64.max`); else nil.
  static func wholeNumber(_ digits: ArraySlice<UInt8>) -> Int64? {
    guard !digits.isEmpty else { return nil }
    var value: Int64 = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = tens.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
      guard !overflow, !overflowAgain else { return nil }
      value = sum
    }
    return value
  }
}
