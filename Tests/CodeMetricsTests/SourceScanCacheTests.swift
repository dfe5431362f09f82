import Foundation
import HarnessTestSupport
import Testing

@testable import CodeMetrics

/// `run` keeps each file's scan between runs (``SourceScanCache``): a file unchanged since is not
/// read again, and the cost table must be the one a scan without the cache gives.
@Suite struct SourceScanCacheTests {
  /// A package with a module of three files and a test file, all modified an hour ago.
  struct Fixture {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SourceScanCacheTests-\(UUID().uuidString)")
    var module: URL { root.appendingPathComponent("Sources/MVCApp") }
    var tests: URL { root.appendingPathComponent("Tests/MVCAppTests") }
    var cacheFile: URL { root.appendingPathComponent("scans.tsv") }

    init() throws {
      try write("Sources/MVCApp/Products/ProductListViewController.swift", "final class A {\n//ab\n}\n")
      try write("Sources/MVCApp/Services/ProductService.swift", "protocol P {}\nstruct S: P {}\n")
      try write("Sources/MVCApp/Products/ProductListView.swift", "struct V {}\n")
      try write("Tests/MVCAppTests/ProductListTests.swift", "import Testing\n@Test func a() {}\n")
    }

    func write(_ path: String, _ text: String, modified: Date = Date(timeIntervalSinceNow: -3600)) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    }

    func cache(identity: String = "build 1", root: String? = nil, now: Date = Date()) -> SourceScanCache {
      SourceScanCache(file: cacheFile, toolIdentity: identity, packageRoot: root ?? self.root.path, now: now)
    }

    func measure(_ cache: SourceScanCache? = nil) throws -> VariantCost {
      let cost = try CostMeasurer.measureCode(
        variant: "mvc", moduleDirectory: module, testsDirectory: tests, cache: cache)
      cache?.save()
      return cost
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func aSecondRunReadsNoFileAndMeasuresWhatAScanWithoutTheCacheMeasures() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let first = fixture.cache()
    let measured = try fixture.measure(first)
    #expect(first.hits == 0 && first.misses == 4)
    let second = fixture.cache()
    #expect(try fixture.measure(second) == measured)
    #expect(second.hits == 4 && second.misses == 0)
    #expect(try fixture.measure() == measured)
  }

  /// A same-size edit: `//ab` (a comment) becomes `ab//` (a line of code).
  static let edits: [(name: String, text: String, modified: Date)] = [
    ("a new size", "final class A {\n//ab\nlet b = 1\n}\n", Date(timeIntervalSinceNow: -3600)),
    ("the same size, another time", "final class A {\nab//\n}\n", Date(timeIntervalSinceNow: -1800)),
  ]

  @Test(arguments: edits.indices)
  func aFileChangedSinceItsScanIsScannedAgain(edit: Int) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.measure(fixture.cache())
    let (_, text, modified) = Self.edits[edit]
    try fixture.write("Sources/MVCApp/Products/ProductListViewController.swift", text, modified: modified)
    let cache = fixture.cache()
    let cost = try fixture.measure(cache)
    #expect(cache.hits == 3 && cache.misses == 1, "\(Self.edits[edit].name)")
    #expect(cost == (try fixture.measure()))
    #expect(cost.sourceFiles.first { $0.path.hasSuffix("ViewController.swift") }?.linesOfCode == 3)
  }

  @Test(arguments: [("build 2", nil), ("build 1", "/another/package")] as [(String, String?)])
  func aCacheOfAnotherBuildOrPackageIsNotUsed(identity: String, root: String?) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.measure(fixture.cache())
    let cache = fixture.cache(identity: identity, root: root)
    _ = try fixture.measure(cache)
    #expect(cache.hits == 0 && cache.misses == 4)
  }

  @Test func aFileModifiedLessThanTwoSecondsBeforeItsScanIsNotKept() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // The other files were modified an hour before.
    let modified = Date(timeIntervalSinceNow: -60)
    try fixture.write("Sources/MVCApp/Products/ProductListView.swift", "struct V {}\n", modified: modified)
    _ = try fixture.measure(fixture.cache(now: modified.addingTimeInterval(1.5)))
    let cache = fixture.cache()
    _ = try fixture.measure(cache)
    #expect(cache.hits == 3 && cache.misses == 1)
  }

  @Test func aFileWhosePathHoldsALineBreakIsScannedEveryTime() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try fixture.write("Sources/MVCApp/Products/Line\nBreak.swift", "struct B {}\n")
    _ = try fixture.measure(fixture.cache())
    let cache = fixture.cache()
    let cost = try fixture.measure(cache)
    #expect(cache.hits == 4 && cache.misses == 1)
    #expect(cost == (try fixture.measure()))
  }

  @Test func aCacheFileThatCannotBeWrittenLeavesTheMeasureAsItIs() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let cache = SourceScanCache(
      file: fixture.root.appendingPathComponent("no such folder/scans.tsv"), toolIdentity: "build 1",
      packageRoot: fixture.root.path)
    #expect(try fixture.measure(cache) == (try fixture.measure()))
  }

  @Test func aCacheFileWhoseEntriesAreNotThoseTheToolWroteIsIgnored() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.measure(fixture.cache())
    // One figure changed, as by hand: the checksum on the first line no longer matches.
    var text = String(decoding: try Data(contentsOf: fixture.cacheFile), as: UTF8.self)
    let entry = try #require(text.range(of: "\t1\t0\t/"))
    text.replaceSubrange(entry, with: "\t7\t0\t/")
    try Data(text.utf8).write(to: fixture.cacheFile)
    let cache = fixture.cache()
    #expect(try fixture.measure(cache) == (try fixture.measure()))
    #expect(cache.hits == 0 && cache.misses == 4)
  }

  /// Seeded garbage anywhere in the file: never a crash, never a figure that is not the scan's.
  @Test(arguments: 0..<40)
  func aCacheFileOfGarbageGivesTheScanWithoutTheCache(seed: UInt64) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.measure(fixture.cache())
    var generator = SplitMix64(seed: seed)
    var bytes = Array(try Data(contentsOf: fixture.cacheFile))
    let alphabet = Array("0123456789\t\n/-x".utf8)
    for _ in 0..<(1 + generator.next(upTo: 8)) {
      let at = generator.next(upTo: bytes.count)
      switch generator.next() % 3 {
      case 0: bytes.remove(at: at)
      case 1: bytes.insert(alphabet[generator.next(upTo: alphabet.count)], at: at)
      default: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
      }
    }
    try Data(bytes).write(to: fixture.cacheFile)
    #expect(try fixture.measure(fixture.cache()) == (try fixture.measure()))
  }

  @Test(
    arguments: [
      ("0", 0), ("9223372036854775807", Int64.max), ("9223372036854775808", nil), ("", nil), ("12a", nil),
      ("-1", nil),
    ] as [(String, Int64?)])
  func aNumberInTheCacheFileIsWholeDigitsUpToInt64Max(text: String, value: Int64?) {
    #expect(SourceScanCache.wholeNumber(Array(text.utf8)[...]) == value)
  }
}
