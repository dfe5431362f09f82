import ChangeCost
import Testing

/// No patch text makes reading or applying crash or hang: a broken patch is an error.
@Suite struct PatchFuzzTests {
  @Test(arguments: 1...200)
  func aMangledPatchIsReadOrRefusedNeverACrash(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    var lines = PatchFixtures.gitDiff.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for _ in 0...next(4) {
      let at = next(lines.count)
      switch next(5) {
      case 0: lines.remove(at: at)
      case 1: lines.insert(lines[next(lines.count)], at: at)
      case 2: lines[at] = String(lines[at].dropFirst())
      case 3: lines[at] = ["@@ -9,9 +9,9 @@", "@@ -0,0 +0,0 @@", "+", "-", "\\", "@@ -1,-2 +1 @@"][next(6)]
      default: lines[at] += ["\t", "\r", " @@", "é"][next(4)]
      }
      if lines.isEmpty { break }
    }
    let text = lines.joined(separator: "\n")
    do {
      let files = try UnifiedDiffParser.parse(text, path: "p.patch")
      let changes = try PatchApplier.apply(files, patchPath: "p.patch", reading: { PatchFixtures.before[$0] })
      #expect(changes.count == files.count)
    } catch let error as PatchSyntaxError {
      #expect(error.description.hasPrefix("p.patch:"))
    } catch {
      #expect("\(error)".hasPrefix("p.patch:"))
    }
  }
}
