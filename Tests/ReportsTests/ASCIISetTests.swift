import Testing

@testable import Reports

@Suite struct ASCIISetTests {
  @Test(arguments: [[], [0], [63, 64], [0x21, 0x5F, 0x7F], Array(0..<128)] as [[UInt8]])
  func aSetHoldsItsBytesAndNoOther(members: [UInt8]) {
    let set = ASCIISet(members)
    for byte in UInt8.min...UInt8.max {
      #expect(set.contains(byte) == members.contains(byte), "byte \(byte)")
    }
  }

  @Test func aByteBeyondASCIIIsNeverInASet() {
    let set = ASCIISet(Array(0...255))
    #expect((128...255).allSatisfy { !set.contains(UInt8($0)) })
  }

  @Test(arguments: ["pass", "absent", "diverges", "known", "fails-expect", "crashed", "timed-out"])
  func aMatrixLabelIsItsSymbolThenItsCell(cell: String) {
    #expect(MatrixCell.label(for: cell) == "\(MatrixCell.symbol(for: cell)) \(cell)")
  }
}
