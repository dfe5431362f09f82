import Foundation
import Traces

/// The conversation between the tool and its worker processes.
///
/// Replays run in worker processes — `arch-harness _worker --scenarios DIR --variant NAME
/// FILE …` — because the deterministic runtime replaces the process's executors, and so that a
/// variant that crashes takes only its own process down. A worker prints one line per finished
/// replay: ``tracePrefix`` followed by the ``ReplayTrace`` as JSON. Anything else it prints is
/// ignored (it goes to the crash message if the worker dies).
public enum WorkerProtocol {
  public static let command = "_worker"
  public static let tracePrefix = "TRACE "

  /// The line a worker prints for a finished replay.
  public static func line(for trace: ReplayTrace) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(trace)) ?? Data()
    return tracePrefix + String(decoding: data, as: UTF8.self)
  }

  /// The trace in a worker's line, if the line carries one.
  public static func trace(from line: Substring) -> ReplayTrace? {
    guard line.hasPrefix(tracePrefix) else { return nil }
    return try? JSONDecoder().decode(ReplayTrace.self, from: Data(line.dropFirst(tracePrefix.count).utf8))
  }

  /// The arguments that start a worker.
  public static func arguments(variant: String, scenariosRoot: URL, scenarios: [String]) -> [String] {
    [command, "--scenarios", scenariosRoot.path, "--variant", variant] + scenarios
  }
}
