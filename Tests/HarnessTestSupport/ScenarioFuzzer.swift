import Foundation

/// One generated scenario file: its bytes and how it was made, to reproduce a failure.
public struct FuzzCase: Sendable, CustomStringConvertible {
  /// The position in the run, from 0.
  public let index: Int
  /// The corpus file it started from, relative to `Scenarios/`.
  public let origin: String
  /// The mutations applied, in order.
  public let mutations: [String]
  public let bytes: [UInt8]

  public init(index: Int, origin: String, mutations: [String], bytes: [UInt8]) {
    self.index = index
    self.origin = origin
    self.mutations = mutations
    self.bytes = bytes
  }

  public var description: String {
    "fuzz case \(index) from \(origin): \(mutations.joined(separator: ", ")) (\(bytes.count) bytes)"
  }
}

/// Makes broken scenario files from the real corpus: byte flips, insertions and deletions,
/// truncation, duplicated lines, huge tokens, invalid UTF-8, odd line breaks, byte order marks in
/// the middle, bad durations and dates, bad and non-ASCII fixture paths, good and bad lines of the
/// issue-25 forms (`ScenarioFuzzer+LanguageThree.swift`), splices of two files.
public struct ScenarioFuzzer {
  /// The seed of the standard run. Set `FUZZ_SEED` to explore others.
  public static let defaultSeed: UInt64 = 0x5CE7_A210_F022_2026

  /// The corpus: every `.scenario` file under the repository's `Scenarios/`, by relative path.
  public let corpus: [(path: String, bytes: [UInt8])]
  private var random: SplitMix64
  private var nextIndex = 0

  public init(seed: UInt64 = ScenarioFuzzer.seedFromEnvironment) {
    let root = TestScenarios.repositoryRoot
    let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".scenario") }.sorted()
    self.init(
      corpus: paths.compactMap { path in
        (try? Data(contentsOf: root.appendingPathComponent(path))).map { (path, [UInt8]($0)) }
      }, seed: seed)
  }

  /// A fuzzer that mutates the files of `corpus` (named by path) instead of the scenarios: the
  /// known-deviations fuzz starts from ``KnownDeviationsFuzz/corpus``.
  public init(corpus: [(path: String, bytes: [UInt8])], seed: UInt64 = ScenarioFuzzer.seedFromEnvironment) {
    random = SplitMix64(seed: seed)
    self.corpus = corpus
  }

  /// `FUZZ_SEED` (decimal or 0x-hexadecimal) when set, else ``defaultSeed``.
  public static var seedFromEnvironment: UInt64 {
    guard let text = ProcessInfo.processInfo.environment["FUZZ_SEED"] else { return defaultSeed }
    return text.hasPrefix("0x")
      ? UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed : UInt64(text) ?? defaultSeed
  }

  /// The next `count` cases.
  public mutating func cases(_ count: Int) -> [FuzzCase] {
    (0..<count).map { _ in next() }
  }

  /// The next case: a corpus file with one to three mutations.
  public mutating func next() -> FuzzCase {
    let origin = corpus[Int(random.next() % UInt64(corpus.count))]
    var bytes = origin.bytes
    var mutations: [String] = []
    for _ in 0..<(1 + Int(random.next() % 3)) {
      mutations.append(mutate(&bytes))
    }
    defer { nextIndex += 1 }
    return FuzzCase(index: nextIndex, origin: origin.path, mutations: mutations, bytes: bytes)
  }

  // MARK: - Mutations

  /// Applies one mutation, chosen by weight, and names it.
  private mutating func mutate(_ bytes: inout [UInt8]) -> String {
    switch pick(below: 100) {
    case 0..<10: return flipBits(&bytes)
    case 10..<18: return insertRandomBytes(&bytes)
    case 18..<25: return deleteRange(&bytes)
    case 25..<30: return truncate(&bytes)
    case 30..<37: return duplicateLine(&bytes)
    case 37..<39: return insertHugeToken(&bytes)
    case 39..<47: return insertInvalidUTF8(&bytes)
    case 47..<55: return breakLinesOddly(&bytes)
    case 55..<60: return insertByteOrderMark(&bytes)
    case 60..<68: return insertLine(&bytes, from: Self.badDurations, named: "bad duration")
    case 68..<75: return insertLine(&bytes, from: Self.badDates, named: "bad date")
    case 75..<85: return insertLine(&bytes, from: Self.badFixtures, named: "bad fixture")
    case 85..<92: return insertUnicode(&bytes)
    case 92..<97: return insertLine(&bytes, from: Self.languageThreeLines, named: "issue-25 line")
    default: return splice(&bytes)
    }
  }

  private mutating func flipBits(_ bytes: inout [UInt8]) -> String {
    guard !bytes.isEmpty else { return "flip nothing" }
    let count = 1 + pick(below: 8)
    for _ in 0..<count { bytes[pick(below: bytes.count)] ^= 1 << UInt8(pick(below: 8)) }
    return "flip \(count) bits"
  }

  private mutating func insertRandomBytes(_ bytes: inout [UInt8]) -> String {
    let inserted = (0..<(1 + pick(below: 16))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.insert(contentsOf: inserted, at: pick(below: bytes.count + 1))
    return "insert \(inserted.count) random bytes"
  }

  private mutating func deleteRange(_ bytes: inout [UInt8]) -> String {
    guard !bytes.isEmpty else { return "delete nothing" }
    let start = pick(below: bytes.count)
    let end = min(bytes.count, start + 1 + pick(below: 64))
    bytes.removeSubrange(start..<end)
    return "delete \(end - start) bytes"
  }

  private mutating func truncate(_ bytes: inout [UInt8]) -> String {
    let end = pick(below: bytes.count + 1)
    bytes.removeSubrange(end...)
    return "truncate at \(end)"
  }

  private mutating func duplicateLine(_ bytes: inout [UInt8]) -> String {
    var lines = Self.lines(of: bytes)
    let line = lines[pick(below: lines.count)]
    lines.insert(line, at: pick(below: lines.count + 1))
    bytes = Self.join(lines)
    return "duplicate a line"
  }

  /// A token of 100 to 150 kB, on a line of its own or in place of a word.
  private mutating func insertHugeToken(_ bytes: inout [UInt8]) -> String {
    let size = 100_000 + pick(below: 50_000)
    let shapes: [(String, (Int) -> String)] = [
      ("word", { String(repeating: "a", count: $0) }),
      ("digits", { String(repeating: "9", count: $0) + "ms" }),
      ("accents", { String(repeating: "é", count: $0 / 2) }),
      ("fixture path", { "fixtures/" + String(repeating: "x", count: $0) }),
      ("path of folders", { String(repeating: "h/", count: $0 / 2) }),
      ("climbing path", { String(repeating: "../", count: $0 / 3) }),
      ("open quote", { "\"" + String(repeating: "q", count: $0) }),
      ("quoted text", { "\"" + String(repeating: "€", count: $0 / 3) + "\"" }),
      ("dotted id", { String(repeating: "a.", count: $0 / 2) + "b" }),
      ("tags", { "tags: " + String(repeating: "t,", count: $0 / 2) }),
    ]
    let (name, make) = shapes[pick(below: shapes.count)]
    let token = Array(make(size).utf8)
    var lines = Self.lines(of: bytes)
    let index = pick(below: lines.count)
    if pick(below: 2) == 0 {
      lines.insert(token, at: index)
    } else {
      var words = lines[index].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(
        Array.init)
      words[pick(below: words.count)] = token
      lines[index] = Array(words.joined(separator: [UInt8(ascii: " ")]))
    }
    bytes = Self.join(lines)
    return "huge \(name) token (\(token.count) bytes)"
  }

  private mutating func insertInvalidUTF8(_ bytes: inout [UInt8]) -> String {
    let sequences: [[UInt8]] = [
      [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
    ]
    let sequence = sequences[pick(below: sequences.count)]
    bytes.insert(contentsOf: sequence, at: pick(below: bytes.count + 1))
    return "invalid UTF-8 \(sequence.map { String($0, radix: 16) })"
  }

  /// Replaces some line feeds with other line breaks, or inserts such breaks anywhere.
  private mutating func breakLinesOddly(_ bytes: inout [UInt8]) -> String {
    let breaks = ["\r", "\u{0C}", "\u{0B}", "\u{85}", "\u{2028}", "\u{2029}", "\r\r\n", "\n\r"]
    let replacement = Array(breaks[pick(below: breaks.count)].utf8)
    if pick(below: 2) == 0 {
      var result: [UInt8] = []
      for byte in bytes {
        if byte == UInt8(ascii: "\n"), pick(below: 3) == 0 {
          result += replacement
        } else {
          result.append(byte)
        }
      }
      bytes = result
      return "replace line feeds with \(replacement)"
    }
    bytes.insert(contentsOf: replacement, at: pick(below: bytes.count + 1))
    return "insert line break \(replacement)"
  }

  private mutating func insertByteOrderMark(_ bytes: inout [UInt8]) -> String {
    let position = pick(below: 4) == 0 ? 0 : pick(below: bytes.count + 1)
    bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: position)
    return "byte order mark at \(position)"
  }

  mutating func insertLine(
    _ bytes: inout [UInt8], from choices: [String], named name: String
  ) -> String {
    let line = choices[pick(below: choices.count)]
    var lines = Self.lines(of: bytes)
    lines.insert(Array(line.utf8), at: pick(below: lines.count + 1))
    bytes = Self.join(lines)
    return "\(name) line `\(line)`"
  }

  private mutating func insertUnicode(_ bytes: inout [UInt8]) -> String {
    let texts = [
      "é", "€", "e\u{301}", "\u{301}", "👩‍💻", "🇹🇼", "\u{202E}", "\u{200B}", "\u{A0}", "\u{FEFF}", "日本", "\u{0}",
      "\u{1B}[31m", "\"", "\\", "#", "\u{10FFFF}", "\u{E000}", "ﷺ", "\u{1F600}\u{FE0F}",
    ]
    let text = texts[pick(below: texts.count)]
    let utf8 = Array(text.utf8)
    var position = pick(below: bytes.count + 1)
    while position < bytes.count, position > 0, bytes[position] & 0xC0 == 0x80 { position -= 1 }
    bytes.insert(contentsOf: utf8, at: position)
    return "insert \(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) })"
  }

  private mutating func splice(_ bytes: inout [UInt8]) -> String {
    let other = corpus[pick(below: corpus.count)]
    let cut = pick(below: bytes.count + 1)
    let otherCut = pick(below: other.bytes.count + 1)
    bytes = Array(bytes[..<cut]) + Array(other.bytes[otherCut...])
    return "splice with \(other.path)"
  }

  // MARK: - Building blocks

  static let badDurations = [
    "wait -1ms", "wait 1.5s", "wait 99999999999999999999ms", "wait 1000000000ms", "wait 0x10ms", "wait 1e3ms",
    "wait ms", "wait ٣ms", "wait 200", "wait 2min", "wait 1.5555s", "wait", "wait \"200ms\"",
    "api fetchOrders -> empty after -1ms", "api fetchOrders -> empty after 99999999999999999999s",
    "store load -> ok after 1.5s once", "wait 999999999ms", "wait 0000000000001ms",
  ]

  static let badDates = [
    "clock 2026-02-30T09:00:00Z", "clock 2026-13-01T00:00:00Z", "clock 2026-01-01T24:00:00Z",
    "clock 0000-00-00T00:00:00Z", "clock 2026-01-01T09:00:00+01:00", "clock 2024-02-29T00:00:00Z",
    "clock 1969-12-31T23:59:59Z", "clock 9999-99-99T99:99:99Z", "clock 2026-01-01T09:00:00.000Z",
    "clock 2026-1-1T9:0:0Z", "clock", "clock \"2026-01-01T09:00:00Z\"", "clock 2100-02-29T00:00:00Z",
  ]

  static let badFixtures = [
    "api fetchProducts -> é", "api fetchProducts -> \"€\"", "store seed é", "store seed \"€\"",
    "api fetchProduct -> ../../etc/passwd", "store seed /etc/passwd", "api fetchOrders -> /etc/hosts",
    "api fetchOrders -> fixtures/../../outside.json", "api fetchOrders -> ~/x.json",
    "api placeOrder -> \"fixtures/é/€.json\"", "store seed fixtures/escape.json",
    "api fetchProducts -> fixtures/",
    "api fetchProducts -> ./.", "api fetchProducts -> \"\"", "store seed \"/\"", "store seed",
    "api fetchOrders -> fixtures//orders-1.json", "api fetchProduct -> \"fixtures/product-p2.json\u{202E}\"",
    "api fetchProducts -> fixtures/products-3.json", "store seed fixtures/products-3.json",
    "api fetchProducts -> \"fixtures/\\\"x.json\"", "api fetchProducts -> fixtures/alias.json",
  ]

  private mutating func pick(below bound: Int) -> Int {
    bound <= 1 ? 0 : Int(random.next() % UInt64(bound))
  }

  private static func lines(of bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
  }

  private static func join(_ lines: [[UInt8]]) -> [UInt8] {
    Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
