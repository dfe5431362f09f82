import Foundation
import Supervisor

extension WorkerRequest {
  /// A worker command line that is not a request, with the message to print.
  public struct BadArguments: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
      self.message = message
    }
  }

  /// Reads the arguments after `_worker` as the supervisor writes them: `--scenarios DIR`,
  /// `--variant NAME[,NAME…]` (repeatable), `--resume-at NAME`, `--more-from-input`,
  /// `--headings-first`, `--repeat N`, each also as `--name=value`, then the scenario paths (after `--`, anything is a
  /// path). This is the whole language of a worker built on its own, which only replays.
  public init(arguments: [String]) throws(BadArguments) {
    var values: [String: [String]] = [:]
    var readsMore = false
    var readsHeadings = false
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        paths += remaining
        break
      }
      guard argument.hasPrefix("--") else {
        paths.append(argument)
        continue
      }
      let option = argument.dropFirst(2).prefix { $0 != "=" }
      let inline = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
      switch option {
      case WorkerProtocol.moreFromInputOption where inline == nil: readsMore = true
      case WorkerProtocol.headingsFirstOption where inline == nil: readsHeadings = true
      case "scenarios", "variant", "resume-at", "repeat":
        guard let value = inline ?? remaining.popFirst() else {
          throw BadArguments(message: "error: option '--\(option)' needs a value")
        }
        values[String(option), default: []].append(value)
      default:
        throw BadArguments(message: "error: unknown option '\(argument)' (this worker only replays)")
      }
    }
    guard let root = values["scenarios"]?.last else {
      throw BadArguments(message: "error: missing --scenarios")
    }
    var repeatCount = 1
    if let text = values["repeat"]?.last {
      guard let count = Int(text), count >= 1 else {
        throw BadArguments(
          message: "error: option '--repeat' needs a whole number of at least 1, not '\(text)'")
      }
      repeatCount = count
    }
    self.init(
      scenariosRoot: URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL,
      variants: (values["variant"] ?? []).flatMap { $0.split(separator: ",").map(String.init) },
      resumeAt: values["resume-at"]?.last, readsMoreFromInput: readsMore || readsHeadings,
      readsHeadingsFirst: readsHeadings, repeatCount: repeatCount, paths: paths)
  }
}
