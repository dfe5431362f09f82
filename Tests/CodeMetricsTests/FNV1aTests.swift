import CodeMetrics
import Foundation
import Testing

/// The hash behind `sourceDigest`, the skipped sites and the source scan cache's checksum: the
/// published 64-bit FNV-1a, whatever the bytes come as.
@Suite struct FNV1aTests {
  @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
  func aTextHashesToThePublishedValue(text: String, hex: String) {
    var hash = FNV1a()
    hash.add(text)
    #expect(hash.hex == hex)
  }

  @Test func bytesAddedInPartsHashAsAddedWhole() {
    var whole = FNV1a()
    whole.add("Package.swift\u{0}let package = …\u{0}")
    var parts = FNV1a()
    parts.add("Package.swift\u{0}")
    parts.add(Data("let package = …".utf8))
    parts.add(Data())
    parts.add("\u{0}")
    #expect(parts.value == whole.value)
  }
}
