/// What `arch-harness coverage` recorded: for each scenario and variant, the source lines of the
/// variant's module that its replay ran, and per variant the lines no scenario reaches. Lines are
/// those the compiler's coverage instrumentation counts (lines with code in a region it maps).
public struct BehaviourMap: Codable, Equatable, Sendable {
  /// One entry per mapped variant, in registry order.
  public var variants: [VariantBehaviour]
  /// One entry per replayed scenario, by scenario path.
  public var scenarios: [ScenarioBehaviour]
  /// The replays whose lines could not be read (a variant that crashed writes no profile), or nil
  /// when every replay was mapped.
  public var unmapped: [UnmappedReplay]?
  /// The fingerprint of the sources and scenarios mapped (see `run`, which keeps the section
  /// only while they are unchanged), when known.
  public var sourceDigest: String?

  public init(
    variants: [VariantBehaviour], scenarios: [ScenarioBehaviour], unmapped: [UnmappedReplay]? = nil,
    sourceDigest: String? = nil
  ) {
    self.variants = variants
    self.scenarios = scenarios
    self.unmapped = unmapped
    self.sourceDigest = sourceDigest
  }
}

/// A replay `coverage` could not map, and why.
public struct UnmappedReplay: Codable, Equatable, Sendable {
  public var scenario: String
  public var variant: String
  public var reason: String

  public init(scenario: String, variant: String, reason: String) {
    self.scenario = scenario
    self.variant = variant
    self.reason = reason
  }
}

/// One variant's lines: how many the instrumentation counts, how many some scenario reaches, and
/// the ones none reaches.
public struct VariantBehaviour: Codable, Equatable, Sendable {
  public var variant: String
  /// The variant's module (`MVCApp`), whose sources were mapped.
  public var module: String
  /// The module's lines the instrumentation counts.
  public var countedLines: Int
  /// The counted lines at least one scenario ran.
  public var reachedLines: Int
  /// The counted lines no scenario ran, by file.
  public var unreached: [FileLines]

  public init(variant: String, module: String, countedLines: Int, reachedLines: Int, unreached: [FileLines]) {
    self.variant = variant
    self.module = module
    self.countedLines = countedLines
    self.reachedLines = reachedLines
    self.unreached = unreached
  }

  /// The counted lines no scenario ran.
  public var unreachedLines: Int { unreached.reduce(0) { $0 + $1.lineCount } }
}

/// One scenario's lines on each variant.
public struct ScenarioBehaviour: Codable, Equatable, Sendable {
  /// The scenario's path under the scenarios folder.
  public var scenario: String
  /// One entry per variant the scenario was replayed on, in registry order.
  public var variants: [ReplayLines]

  public init(scenario: String, variants: [ReplayLines]) {
    self.scenario = scenario
    self.variants = variants
  }
}

/// The lines one replay ran on one variant, by file.
public struct ReplayLines: Codable, Equatable, Sendable {
  public var variant: String
  public var files: [FileLines]

  public init(variant: String, files: [FileLines]) {
    self.variant = variant
    self.files = files
  }

  /// The lines the replay ran.
  public var lineCount: Int { files.reduce(0) { $0 + $1.lineCount } }
}

/// Some lines of one source file, as ranges.
public struct FileLines: Codable, Equatable, Sendable {
  /// The file's path relative to the package (`Sources/MVCApp/Cart/CartController.swift`).
  public var file: String
  /// The lines, in ascending order, neighbours joined into one range.
  public var ranges: [LineRange]

  public init(file: String, ranges: [LineRange]) {
    self.file = file
    self.ranges = ranges
  }

  /// The number of lines in ``ranges``.
  public var lineCount: Int { ranges.reduce(0) { $0 + $1.last - $1.first + 1 } }
}

/// Lines `first` through `last` of a file (both included).
public struct LineRange: Codable, Equatable, Sendable {
  public var first: Int
  public var last: Int

  public init(first: Int, last: Int) {
    self.first = first
    self.last = last
  }

  /// `12–18`, or `25` for a single line.
  public var text: String { first == last ? String(first) : "\(first)–\(last)" }

  /// `lines` (in any order, repeats allowed) as the fewest ascending ranges.
  public static func ranges(of lines: some Sequence<Int>) -> [LineRange] {
    var ranges: [LineRange] = []
    for line in Set(lines).sorted() {
      if let last = ranges.last, last.last + 1 == line {
        ranges[ranges.count - 1].last = line
      } else {
        ranges.append(LineRange(first: line, last: line))
      }
    }
    return ranges
  }

  /// `12–18, 25`.
  public static func text(_ ranges: [LineRange]) -> String {
    ranges.map(\.text).joined(separator: ", ")
  }
}
