import AppContract
import Foundation
import Supervisor

/// The options of `bench` that need more than the argument parser gives.
extension BenchCommand {
  static func parseSizes(_ text: String?) throws(UsageError) -> [Int] {
    guard let text else { return defaultSizes }
    var sizes: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let size = Int(part.trimmingCharacters(in: .whitespaces)), size >= 1, size <= 10_000_000 else {
        throw UsageError(
          "option '--sizes' needs product counts from 1 to 10000000, comma-separated (100,1000), not '\(text)'"
        )
      }
      sizes.append(size)
    }
    return sizes
  }

  static func fraction(_ text: String?) throws(UsageError) -> Double {
    guard let text else { return 0.1 }
    guard let value = Double(text), value > 0, value < 1 else {
      throw UsageError(
        "option '--precision' needs a fraction between 0 and 1 such as 0.1 (±10 %), not '\(text)'")
    }
    return value
  }
}

/// How long and how precisely to measure.
struct BenchSettings {
  var minReplays: Int
  var maxReplays: Int
  var maxSeconds: Int
  var precision: Double
  var stepTimeout: Duration

  /// The worker options that carry these settings.
  var workerArguments: [String] {
    [
      "--bench-min-replays", String(minReplays), "--bench-max-replays", String(maxReplays),
      "--bench-seconds", String(maxSeconds), "--bench-precision", String(precision),
    ]
  }
}
