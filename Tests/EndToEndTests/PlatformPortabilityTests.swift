import Foundation
import Testing

/// The package builds on macOS as well as Linux: every Linux-only import, path or call in
/// `Sources/` and `Tests/` sits behind a platform check.
@Suite struct PlatformPortabilityTests {
  /// Words that exist only on Linux.
  static let linuxOnly = [
    "import Glibc", "import Musl", "/proc/", "renameat2", "pidfd_open", "prctl(", "Glibc.",
  ]

  /// The lines of `text` that use a Linux-only word outside a Linux branch of `#if`: a branch whose
  /// condition names Linux, Glibc or Musl, or the `#else` of one that names Darwin.
  static func unguardedLines(in text: String) -> [Int] {
    var branches: [(condition: String, isElse: Bool)] = []
    var unguarded: [Int] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#if ") {
        branches.append((String(trimmed.dropFirst(4)), false))
      } else if trimmed.hasPrefix("#elseif "), !branches.isEmpty {
        branches[branches.count - 1] = (String(trimmed.dropFirst(8)), false)
      } else if trimmed == "#else", !branches.isEmpty {
        branches[branches.count - 1].isElse = true
      } else if trimmed == "#endif", !branches.isEmpty {
        branches.removeLast()
      } else if !trimmed.hasPrefix("//"), SourceText.containsAny(trimmed, of: linuxOnly) {
        let isGuarded = branches.contains { branch in
          branch.isElse
            ? branch.condition.contains("Darwin")
            : ["Linux", "Glibc", "Musl"].contains { branch.condition.contains($0) }
        }
        if !isGuarded { unguarded.append(number + 1) }
      }
    }
    return unguarded
  }

  static var swiftFiles: [String] {
    ["Sources", "Tests"].flatMap { folder -> [String] in
      let root = HarnessProcess.packageRoot.appendingPathComponent(folder)
      let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
      return paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }.sorted()
  }

  @Test func linuxOnlyCodeIsAlwaysBehindAPlatformCheck() throws {
    var findings: [String] = []
    let files = Self.swiftFiles
    for file in files where file != "Tests/EndToEndTests/PlatformPortabilityTests.swift" {
      let text = try String(
        contentsOf: HarnessProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
      // Only a file that names a Linux-only API somewhere is read line by line.
      guard SourceText.containsAny(text, of: Self.linuxOnly) else { continue }
      findings += Self.unguardedLines(in: text).map { "\(file):\($0)" }
    }
    #expect(files.count > 100)
    #expect(
      findings.isEmpty, "Linux-only code outside a platform check:\n\(findings.joined(separator: "\n"))")
  }

  @Test func theCheckerFindsUnguardedAndAcceptsGuardedCode() {
    let text = """
      import Foundation
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif
      #if canImport(Darwin)
        let a = 1
      #else
        let b = renameat2
      #endif
      let path = "/proc/self/exe"
      """
    #expect(Self.unguardedLines(in: text) == [12])
  }
}
