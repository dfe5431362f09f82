import Foundation
import Reports

/// Everything a bench measured, for `--json`.
public struct BenchReport: Codable, Sendable {
  struct Entry: Codable, Sendable {
    /// The product list's size (nil for a corpus scenario).
    var size: Int?
    var measurement: BenchMeasurement
    /// The machine's 1-minute load average when the measurement came in (nil where the system
    /// does not say).
    var loadAverage: Double?
  }

  var machine: BenchMachine
  /// `scaling` or `corpus`.
  var mode: String
  var sizes: [Int]
  var measurements: [Entry]
  /// The variant the table's `vs baseline` column divides by, when it was benchmarked.
  var baseline: String?
  /// The machine's load averages over 1, 5 and 15 minutes once everything was measured (the
  /// machine's `loadAverage` is the same at the start).
  public var loadAverageAtEnd: [Double]?

  /// The report as JSON, keys sorted.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// What measured: the build and the machine.
public struct BenchMachine: Codable, Sendable {
  /// `debug` or `release` (`#if DEBUG` of this tool, which is also its workers').
  var build: String
  /// The system, its version and the architecture (`Linux 6.8.0 x86_64`).
  var system: String
  public var cores: Int
  /// The processor's model name, where the system says (`/proc/cpuinfo`).
  var processor: String?
  /// The load averages over 1, 5 and 15 minutes when the bench started (`getloadavg`): runnable
  /// threads competing for the cores, which inflate wall times, not CPU times.
  public var loadAverage: [Double]?

  /// The load averages over 1, 5 and 15 minutes now; nil where the system does not say.
  public static func currentLoadAverage() -> [Double]? {
    var loads = (0.0, 0.0, 0.0)
    let count = withUnsafeMutablePointer(to: &loads) {
      $0.withMemoryRebound(to: Double.self, capacity: 3) { getloadavg($0, 3) }
    }
    return count == 3 ? [loads.0, loads.1, loads.2] : nil
  }

  /// `load average 1.52 0.98 0.61 (1, 5, 15 min) on 2 cores`, or `load average unknown`.
  public static func loadSummary(_ loads: [Double]?, cores: Int) -> String {
    guard let loads else { return "load average unknown" }
    return "load average " + loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
      + " (1, 5, 15 min) on \(cores) core\(cores == 1 ? "" : "s")"
  }

  /// This machine, and this build of the tool.
  public static var current: BenchMachine {
    var names = utsname()
    uname(&names)
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    let system = "\(field(names.sysname)) \(field(names.release)) \(field(names.machine))"
    #if os(Linux)
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let processor = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #else
    let processor: String? = nil
    #endif
    return BenchMachine(
      build: HarnessRun.currentBuildConfiguration, system: system,
      cores: ProcessInfo.processInfo.activeProcessorCount, processor: processor,
      loadAverage: currentLoadAverage())
  }

  /// `release build · Linux 6.8.0 x86_64 · 2 cores · Intel(R) Xeon(R) …`
  public var summary: String {
    "\(build) build · \(system) · \(cores) core\(cores == 1 ? "" : "s")"
      + (processor.map { " · \($0)" } ?? "")
  }
}
