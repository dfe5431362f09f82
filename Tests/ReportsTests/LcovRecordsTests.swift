import Reports
import Testing

/// Reading `llvm-cov export -format=lcov` and compressing lines into ranges.
@Suite struct LcovRecordsTests {
  static let text = """
    SF:/tmp/copy/Sources/MVCApp/A.swift
    FN:3,$s6MVCApp1AV3runyyF
    FNDA:1,$s6MVCApp1AV3runyyF
    DA:3,1
    DA:4,2
    DA:5,0
    BRF:0
    LF:3
    LH:2
    end_of_record
    SF:/tmp/copy/Sources/MVCApp/B.swift
    DA:10,0
    DA:10,4
    DA:oops
    end_of_record
    """

  @Test("each file's DA records become line counts; other records and malformed lines are skipped")
  func parsesLineCounts() {
    let records = LcovRecords(parsing: Self.text)
    #expect(
      records.files == [
        "/tmp/copy/Sources/MVCApp/A.swift": [3: 1, 4: 2, 5: 0],
        "/tmp/copy/Sources/MVCApp/B.swift": [10: 4],
      ])
  }

  @Test("executed lines are those with a count above zero; counted lines include the zeros")
  func executedAndCounted() {
    let records = LcovRecords(parsing: Self.text)
    #expect(
      records.executed == [
        "/tmp/copy/Sources/MVCApp/A.swift": [3, 4], "/tmp/copy/Sources/MVCApp/B.swift": [10],
      ])
    #expect(records.counted["/tmp/copy/Sources/MVCApp/A.swift"] == [3, 4, 5])
  }

  @Test("a DA line outside a file's record is ignored")
  func daOutsideRecord() {
    #expect(LcovRecords(parsing: "DA:1,1\nend_of_record\n").files.isEmpty)
  }

  @Test(
    "lines in any order, with repeats, compress into the fewest ascending ranges",
    arguments: [
      ([25, 12, 13, 14, 15, 16, 17, 18, 12], "12–18, 25"),
      ([7], "7"),
      ([1, 3, 5], "1, 3, 5"),
      ([], ""),
    ])
  func ranges(lines: [Int], text: String) {
    #expect(LineRange.text(LineRange.ranges(of: lines)) == text)
  }

  @Test("a file's line count is the sum of its ranges' lengths")
  func lineCount() {
    #expect(FileLines(file: "A.swift", ranges: LineRange.ranges(of: [1, 2, 3, 9])).lineCount == 4)
  }
}
