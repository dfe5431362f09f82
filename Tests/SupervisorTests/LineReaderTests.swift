import Testing

@testable import Supervisor

@Suite struct LineReaderTests {
  private func lines(_ chunks: [String]) -> (lines: [String], remainder: String) {
    var reader = LineReader()
    var lines: [String] = []
    for chunk in chunks {
      lines += Array(chunk.utf8).withUnsafeBytes { reader.append($0) }.map(String.init)
    }
    return (lines, String(reader.remainder))
  }

  @Test func linesSplitAcrossChunksAreJoined() {
    let result = lines(["SCEN", "ARIO\ta\nSTEP", "\t0\n", "TRA"])
    #expect(result.lines == ["SCENARIO\ta", "STEP\t0"])
    #expect(result.remainder == "TRA")
  }

  @Test func manyLinesInOneChunkAreAllReturnedInOrder() {
    let result = lines([(0..<1000).map { "line \($0)\n" }.joined()])
    #expect(result.lines == (0..<1000).map { "line \($0)" })
    #expect(result.remainder.isEmpty)
  }

  @Test func aHugeLineArrivingByteByByteIsOneLine() {
    let huge = String(repeating: "x", count: 100_000)
    let result = lines(huge.map(String.init) + ["\n"])
    #expect(result.lines == [huge])
  }

  @Test func emptyLinesAreKept() {
    #expect(lines(["\n\na\n"]).lines == ["", "", "a"])
  }
}
