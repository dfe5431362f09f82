import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// `Scenarios/known-deviations` is read like a scenario file: a natural typo is a located error
/// saying what the line lacks (it used to stop every command on a signal), words may be separated
/// by tabs, the bytes must be UTF-8, and the file is confined to the scenarios folder.
@Suite struct KnownDeviationsFileTests {
  static let path = "Scenarios/known-deviations"
  static let shape =
    "note: write one pair a line, `<scenario> <variant>: <reason>`, like "
    + "`products/favourite-from-list.scenario viper: why it differs`"

  static func rendered(_ text: String) -> [String] {
    switch KnownDeviationsFile.parse(text, path: path) {
    case .success: []
    case .failure(let failure): failure.diagnostics.map { $0.render() }
    }
  }

  static func entries(_ text: String) -> [KnownDeviationsFile.Entry] {
    (try? KnownDeviationsFile.parse(text, path: path).get())?.entries ?? []
  }

  // MARK: - Typos

  @Test(arguments: [
    ("bmi/valid-who.scenario: mvc why", "2:23: error: expected a variant after `bmi/valid-who.scenario`"),
    ("bmi/valid-who.scenario:mvc: why", "2:23: error: expected a variant after `bmi/valid-who.scenario`"),
    ("bmi/valid-who.scenario  : why", "2:25: error: expected a variant after `bmi/valid-who.scenario`"),
    ("bmi/valid-who.scenario", "2:23: error: expected a variant after `bmi/valid-who.scenario`"),
    ("bmi/valid-who.scenario mvc why", "2:27: error: expected `:` after `mvc`"),
    ("bmi/valid-who.scenario mvc", "2:27: error: expected `:` after `mvc`"),
    ("bmi/valid-who.scenario mvc viper: why", "2:27: error: expected `:` after `mvc`"),
    (": mvc why", "2:1: error: expected a scenario path at the start of the line"),
    ("  \t:", "2:4: error: expected a scenario path at the start of the line"),
    ("bmi/valid-who.scenario mvc:", "2:28: error: missing reason after `:`"),
    ("bmi/valid-who.scenario mvc: \t ", "2:28: error: missing reason after `:`"),
  ])
  func aTypoIsALocatedErrorSayingWhatTheLineLacks(line: String, error: String) {
    #expect(Self.rendered("# known\n" + line + "\n") == ["\(Self.path):\(error)\n\(Self.shape)"])
  }

  @Test func aDuplicatedHugeLineIsReportedWithItsPathShortened() {
    let path = String(repeating: "h/", count: 50_000) + "x.scenario"
    let line = "\(path) mvc: why"
    let messages = Self.rendered(line + "\n" + line + "\n")
    #expect(messages.count == 1)
    #expect(messages.first.map { $0.count < 700 } == true, "\(messages.first?.prefix(200) ?? "")")
    #expect(messages.first?.hasPrefix("\(Self.path):2:1: error: duplicate `") == true)
  }

  @Test func everyBadLineIsReportedNotOnlyTheFirst() {
    #expect(
      Self.rendered("a.scenario mvc\nb.scenario: mvc x\n").map { $0.prefix { $0 != "\n" } } == [
        "Scenarios/known-deviations:1:15: error: expected `:` after `mvc`",
        "Scenarios/known-deviations:2:11: error: expected a variant after `b.scenario`",
      ])
  }

  // MARK: - What a good line may look like

  @Test func wordsMayBeSeparatedByTabsAndSpacesAndABlankMayPrecedeTheColon() {
    let entries = Self.entries(
      "bmi/valid-who.scenario\tmvc: why\n\t bmi/x.scenario  viper\t:\tbecause \t\r\n")
    #expect(
      entries.map { "\($0.scenario)|\($0.variant)|\($0.reason)" } == [
        "bmi/valid-who.scenario|mvc|why", "bmi/x.scenario|viper|because",
      ])
    #expect(entries.map(\.location.column) == [1, 3])
    #expect(entries.map(\.variantColumn) == [24, 19])
  }

  @Test func aCommentIsALineStartingWithAHashAndAHashInAReasonIsKept() {
    let entries = Self.entries("  # viper's presenter\nproducts/x.scenario viper: shows ♥ first (#42)\n")
    #expect(entries.map(\.reason) == ["shows ♥ first (#42)"])
    #expect(entries.map(\.location.line) == [2])
  }

  @Test func aByteOrderMarkMayStartTheFile() {
    let data = Data([0xEF, 0xBB, 0xBF] + Array("a.scenario mvc: why\n".utf8))
    #expect((try? KnownDeviationsFile.parse(data: data, path: Self.path).get())?.entries.count == 1)
  }

  // MARK: - Bytes and characters

  @Test func bytesThatAreNotUTF8AreALocatedError() {
    let data = Data(Array("a.scenario mvc: ok\nb.scenario mvc: caf".utf8) + [0xE9] + Array("\n".utf8))
    guard case .failure(let failure) = KnownDeviationsFile.parse(data: data, path: Self.path) else {
      Issue.record("parsed")
      return
    }
    #expect(
      failure.diagnostics.map { $0.render() } == [
        "Scenarios/known-deviations:2:20: error: the file is not valid UTF-8: byte 0xe9 at offset 38\n"
          + "note: save the file as UTF-8"
      ])
  }

  @Test(arguments: [
    ("a.scenario mvc: why\u{0C}", "1:20: error: unexpected form feed (U+000C)"),
    ("a.scenario\u{A0}mvc: why", "1:11: error: unexpected no-break space (U+00A0)"),
    ("a.scenario mvc: \u{202E}why", "1:17: error: unexpected right-to-left override (U+202E)"),
    ("# \u{1B}[31m", "1:3: error: unexpected escape character (U+001B)"),
  ])
  func anInvisibleOrControlCharacterIsALocatedError(line: String, error: String) {
    #expect(Self.rendered(line + "\n").first?.hasPrefix("\(Self.path):\(error)\nnote: ") == true)
  }

  @Test func aPairListedTwiceNamesTheFirstLine() {
    #expect(
      Self.rendered("a.scenario mvc: one\n\na.scenario\tmvc: two\n") == [
        "Scenarios/known-deviations:3:1: error: duplicate `a.scenario mvc` line\nnote: the first one is on line 1"
      ])
  }

  // MARK: - Confinement

  @Test func aLinkToAFileOutsideTheScenariosFolderIsRefusedAndNeverRead() throws {
    let root = try Self.makeFolder()
    try Self.link(root, to: "/etc/passwd")
    #expect(
      Self.loaded(root) == [
        "Scenarios/known-deviations:1:1: error: `Scenarios/known-deviations` leads outside the scenarios folder\n"
          + "note: a symbolic link may only point to a file inside the scenarios folder"
      ])
  }

  @Test func aLinkToADeviceOutsideIsRefusedWithoutReadingIt() throws {
    let root = try Self.makeFolder()
    try Self.link(root, to: "/dev/zero")
    #expect(Self.loaded(root).first?.contains("leads outside the scenarios folder") == true)
  }

  @Test func aFolderOrAFIFONamedKnownDeviationsIsAnErrorNotAnEmptyList() throws {
    let folder = try Self.makeFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("known-deviations"), withIntermediateDirectories: false)
    let fifo = try Self.makeFolder()
    #expect(mkfifo(fifo.appendingPathComponent("known-deviations").path, 0o600) == 0)
    let error =
      "Scenarios/known-deviations:1:1: error: cannot read `Scenarios/known-deviations`: not a regular file"
    #expect(Self.loaded(folder) == [error])
    #expect(Self.loaded(fifo) == [error])
  }

  @Test func aBrokenLinkIsAnError() throws {
    let root = try Self.makeFolder()
    try Self.link(root, to: "nowhere")
    #expect(
      Self.loaded(root) == [
        "Scenarios/known-deviations:1:1: error: cannot read `Scenarios/known-deviations`: "
          + "a symbolic link to nothing"
      ])
  }

  @Test func aLinkToAFileInsideTheFolderIsReadAndNoFileIsAnEmptyList() throws {
    let root = try Self.makeFolder()
    #expect(KnownDeviationsFile.load(root: root) == nil)
    try Data("a.scenario mvc: why\n".utf8).write(to: root.appendingPathComponent("deviations.txt"))
    try Self.link(root, to: "deviations.txt")
    #expect((try? KnownDeviationsFile.load(root: root)?.get())?.entries.map(\.variant) == ["mvc"])
  }

  private static func loaded(_ root: URL) -> [String] {
    switch KnownDeviationsFile.load(root: root) {
    case .failure(let failure)?: failure.diagnostics.map { $0.render() }
    case .success?: ["parsed"]
    case nil: ["no file"]
    }
  }

  private static func link(_ root: URL, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("known-deviations").path, withDestinationPath: destination)
  }

  private static func makeFolder() throws -> URL {
    let root = TemporaryFolder.url("KnownDeviations").appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }
}
