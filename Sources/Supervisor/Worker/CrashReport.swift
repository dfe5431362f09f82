#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a report says about a worker that died: the runtime's fatal message, if it printed one,
/// and how the process ended — the same text for the same crash on any machine: no absolute
/// paths, no addresses, no backtrace.
enum CrashReport {
  /// The sentence for a worker that ended with `termination` after printing `errorOutput`.
  static func describe(_ termination: ChildProcess.Termination, errorOutput: String) -> String {
    let how: String
    switch termination {
    case .signalled(let signal): how = "killed by \(signalName(signal))"
    case .exited(let status): how = "exited with status \(status)"
    }
    guard let fatal = fatalMessage(in: errorOutput) else { return how }
    return "\(fatal) (\(how))"
  }

  /// The last line the Swift runtime prints when it stops a program (`Fatal error: …`,
  /// `Precondition failed: …`), without its file prefix when that is an absolute path.
  static func fatalMessage(in errorOutput: String) -> String? {
    let markers = ["Fatal error", "Precondition failed", "Assertion failed"]
    let lines = errorOutput.split(separator: "\n", omittingEmptySubsequences: true)
    guard let line = lines.last(where: { line in markers.contains { line.contains($0) } }) else {
      return nil
    }
    let marker = markers.compactMap { line.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
    let prefix = marker.map { line[..<$0.lowerBound] } ?? ""
    let message = marker.map { line[$0.lowerBound...] } ?? line
    let place = prefix.trimmingSuffix(": ")
    let isMachinePath = place.hasPrefix("/") || place.contains(":\\")
    return sanitized(isMachinePath || place.isEmpty ? String(message) : "\(message) at \(place)")
  }

  /// Where the backtrace the runtime prints after its fatal message starts in `output` (the last
  /// line `Current stack trace:`), if it printed one.
  static func backtraceStart(in output: [UInt8]) -> Int? {
    let heading = Array("Current stack trace:".utf8)
    guard output.count >= heading.count else { return nil }
    return (0...(output.count - heading.count)).reversed().first { start in
      (start == 0 || output[start - 1] == 0x0A)
        && output[start..<(start + heading.count)].elementsEqual(heading)
    }
  }

  /// `text` with control characters and hexadecimal addresses removed, at most 500 characters.
  static func sanitized(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.hasPrefix("0x") && word.count > 6 ? "0x…" : String(word)
    }.joined(separator: " ")
    words.unicodeScalars.removeAll { $0.properties.generalCategory == .control }
    return words.count > 500 ? String(words.prefix(500)) + "…" : words
  }

  /// `SIGSEGV` for 11, and so on; a hint where the cause is usually known.
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS (a bad memory access)"
    case SIGFPE: "SIGFPE (an arithmetic error)"
    case SIGSEGV: "SIGSEGV (a stack overflow or a bad memory access)"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
