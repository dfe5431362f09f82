import Foundation
import Mutation
import Reports
import ScratchPackages
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The sections `mutate` (Testability) and `coverage` (Behaviour map) add to the reports measure
/// the package's sources, not one run's replays: a `run` into the same folder keeps them while
/// the sources, tests and scenarios they measured are unchanged, and says when it drops one.
public enum MeasuredSections {
  /// The measured sections of a results file, read without the rest of the run.
  private struct Sections: Decodable {
    var testability: Testability?
    var behaviourMap: BehaviourMap?
    var changeCost: ChangeCostReport?
  }

  /// What the reports in a folder hold of the two sections, and whether each was measured on the
  /// package as it is now.
  public struct Found: Sendable {
    var testability: Testability?
    var testabilityIsCurrent = false
    var behaviourMap: BehaviourMap?
    var behaviourMapIsCurrent = false
    var changeCost: ChangeCostReport?
    var changeCostIsCurrent = false
  }

  /// Reads the sections of the reports in `directory` and compares their fingerprints with the
  /// package's now (`packageRoot`, `scenariosRoot`). A results file without either section is
  /// not decoded; `run` does this while its replays run.
  public static func look(in directory: URL, packageRoot: URL, scenariosRoot: URL) -> Found {
    let file = directory.appendingPathComponent(ReportFormat.json.fileName)
    guard let head = head(of: file),
      contains(head, "\"testability\"") || contains(head, "\"behaviourMap\"")
        || contains(head, "\"changeCost\""),
      let data = FileManager.default.contents(atPath: file.path),
      HarnessRun.figureProblem(in: [UInt8](data), source: file.path) == nil,
      let sections = try? JSONDecoder().decode(Sections.self, from: data)
    else { return Found() }
    let digest = SourceDigest.of(packageRoot: packageRoot, scenariosRoot: scenariosRoot)
    let changeDigest = sections.changeCost.map { _ in
      SourceDigest.of(
        packageRoot: packageRoot, scenariosRoot: scenariosRoot,
        extra: packageRoot.appendingPathComponent("ChangeRequests", isDirectory: true))
    }
    return Found(
      testability: sections.testability, testabilityIsCurrent: sections.testability?.sourceDigest == digest,
      behaviourMap: sections.behaviourMap,
      behaviourMapIsCurrent: sections.behaviourMap?.sourceDigest == digest,
      changeCost: sections.changeCost,
      changeCostIsCurrent: sections.changeCost?.sourceDigest != nil
        && sections.changeCost?.sourceDigest == changeDigest)
  }

  /// Copies the current sections of `found` into `run`; notes on standard error each one it
  /// drops, and (unless `quiet`) each one it keeps.
  public static func carryOver(_ found: Found, into run: inout HarnessRun, quiet: Bool) {
    let keepsTestability = keeps(
      found.testability != nil, isCurrent: found.testabilityIsCurrent, section: "Testability section",
      command: "mutate", quiet: quiet)
    if keepsTestability { run.testability = found.testability }
    let keepsMap = keeps(
      found.behaviourMap != nil, isCurrent: found.behaviourMapIsCurrent, section: "Behaviour map section",
      command: "coverage", quiet: quiet)
    if keepsMap { run.behaviourMap = found.behaviourMap }
    let keepsChangeCost = keeps(
      found.changeCost != nil, isCurrent: found.changeCostIsCurrent, section: "Change cost section",
      command: "change-cost", quiet: quiet)
    if keepsChangeCost { run.changeCost = found.changeCost }
  }

  /// Whether a section that is `present` is kept, saying so (unless `quiet`) or saying why not.
  private static func keeps(
    _ present: Bool, isCurrent: Bool, section: String, command: String, quiet: Bool
  ) -> Bool {
    guard present else { return false }
    guard isCurrent else {
      Console.error(dropped(section, command: command))
      return false
    }
    if !quiet { Console.out("Kept the \(section): its sources are unchanged.") }
    return true
  }

  /// The bytes of the results file at `file` up to its `"traces":` key (all of them when there is
  /// none), nil when it cannot be read. A results file's keys are sorted, so both sections come
  /// before the traces, the replays' own figures (about 40 % of the file for the corpus): a `run`
  /// into a folder of reports reads the previous ones up to there.
  /// The key's bytes cannot occur inside a string, where quotes are escaped.
  static func head(of file: URL, chunkSize: Int = 1 << 16) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    let key = "\"traces\":"
    var head = Data()
    while let chunk = try? handle.read(upToCount: chunkSize), !chunk.isEmpty {
      let searchFrom = max(0, head.count - key.utf8.count + 1)
      head.append(chunk)
      if contains(head[searchFrom...], key) { break }
    }
    return head
  }

  /// Whether `data` holds `text`'s bytes (a results file without either section is not decoded).
  /// A Boyer–Moore–Horspool search: the byte under the needle's end says how far it may move, so
  /// most of the file is never looked at. Stopping at each candidate quote instead (a results
  /// file is mostly quotes) cost a `run` 15 M instructions on the previous reports; the loop is
  /// plain pointer arithmetic, cheap in a debug build too (every `run` of the tests).
  static func contains(_ data: Data, _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let last = needle.last else { return true }
    var shift = [Int](repeating: needle.count, count: 256)
    for (index, byte) in needle.dropLast().enumerated() { shift[Int(byte)] = needle.count - 1 - index }
    return data.withUnsafeBytes { haystack in
      guard let base = haystack.baseAddress?.assumingMemoryBound(to: UInt8.self),
        haystack.count >= needle.count
      else { return false }
      var end = needle.count - 1
      while end < haystack.count {
        let byte = base[end]
        if byte == last, memcmp(base + end - (needle.count - 1), needle, needle.count) == 0 { return true }
        end += shift[Int(byte)]
      }
      return false
    }
  }

  private static func dropped(_ section: String, command: String) -> String {
    let measured =
      command == "change-cost"
      ? "sources, tests, scenarios or change requests" : "sources, tests or scenarios"
    return "note: the \(section) of the previous reports was left out: the \(measured) "
      + "changed since it was measured; 'arch-harness \(command)' measures it again"
  }
}
