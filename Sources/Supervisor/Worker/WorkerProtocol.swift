import Foundation
import Traces

/// The conversation between the tool and its worker processes.
///
/// Replays run in worker processes — `arch-harness _worker --scenarios DIR --variant
/// NAME[,NAME…] FILE …`, each scenario on each variant — because the deterministic runtime
/// replaces the process's executors, and so that a variant that crashes or hangs takes only its
/// own process down. A worker writes one line per event (see ``WorkerMessage``) on the descriptor
/// that was its standard output when it started, and nothing else: before its first replay it
/// moves standard output and standard error — everything the app prints — into a file of their
/// own, which it reads back after each step and reports as ``WorkerMessage/appOutput(_:through:)``
/// (see ``appOutputEnvironmentKey``). Each step it starts is a heartbeat: the supervisor's step
/// timeout counts from the last one. Started with `--more-from-input`, a worker then reads further scenario paths
/// on its standard input, one a line, until ``endOfInput``: the supervisor hands each worker the
/// next scenario as it starts the last one it has, so that no worker idles while another has
/// several left. Started with `--headings-first` as well, it replays none of the scenarios of its
/// command line: it reads them and reports each one's heading, then replays those it is sent.
public enum WorkerProtocol {
  public static let command = "_worker"
  /// The option that makes a worker read more scenarios on its standard input.
  public static let moreFromInputOption = "more-from-input"
  /// The option that makes a worker read the scenarios of its command line and report their
  /// headings (``WorkerMessage/heading(_:)``, then ``WorkerMessage/headingsEnded``) instead of
  /// replaying them; it then replays the scenarios it reads on standard input (it takes
  /// `--more-from-input` too).
  public static let headingsFirstOption = "headings-first"
  /// The line that tells a worker started with `--more-from-input` that no more scenarios come.
  public static let endOfInput = "END"
  /// Set in a worker's environment; the worker then exits when its lifeline closes.
  public static let workerEnvironmentKey = "ARCH_HARNESS_WORKER"
  /// Set to `1` in the harness's environment (workers inherit it): every screen a worker records
  /// is also rendered afresh, and a worker whose incremental render differs stops with a fatal
  /// error naming the line, reported as a crash at its step; and the state after every assertion
  /// is exported afresh too, which must be the state recorded before it (an assertion runs no app
  /// code, so a replay records the state before it again). A self-check of the renderer and of
  /// that reuse.
  public static let verifyRenderEnvironmentKey = "ARCH_HARNESS_VERIFY_RENDER"
  /// Set to `1`: a worker also reads back every line it writes, as the supervisor will, and stops
  /// with a fatal error if a step's record does not come back exactly (a self-check of the
  /// `STEPTRACE` encoding and its changes from the step before).
  public static let verifyStepTraceEnvironmentKey = "ARCH_HARNESS_VERIFY_STEPTRACE"
  /// Set to `stderr` by the supervisor: the worker's standard error is a file the supervisor
  /// reads too (for the runtime's message after a crash), into which the worker also moves its
  /// standard output. Without it, a worker keeps the app's output in a file of its own.
  public static let appOutputEnvironmentKey = "ARCH_HARNESS_APP_OUTPUT"

  /// The value of the environment variable `key` in this process, or nil when it is unset. Read
  /// alone: `ProcessInfo`'s `environment` copies every variable into a dictionary each time.
  public static func environmentValue(_ key: String) -> String? {
    getenv(key).map { String(cString: $0) }
  }

  /// The arguments that start a worker replaying each of `scenarios` on each of `variants`, in
  /// that order (scenario by scenario, so that each is parsed once); in the first scenario it
  /// starts at `firstVariant` (a worker resuming after one that stopped mid-scenario). With
  /// `takesMore`, it then reads more scenarios on its standard input. With `headingsFirst`, it
  /// reads `scenarios` and reports their headings instead of replaying them, then replays those
  /// it reads on its standard input.
  public static func arguments(
    variants: [String], scenariosRoot: URL, scenarios: [String], firstVariant: String? = nil,
    takesMore: Bool = false, headingsFirst: Bool = false
  ) -> [String] {
    [command, "--scenarios", scenariosRoot.path, "--variant", variants.joined(separator: ",")]
      + (firstVariant.map { ["--resume-at", $0] } ?? [])
      + (takesMore || headingsFirst ? ["--" + moreFromInputOption] : [])
      + (headingsFirst ? ["--" + headingsFirstOption] : []) + scenarios
  }

  /// The arguments that start a worker replaying `scenarios` on `variant`.
  public static func arguments(variant: String, scenariosRoot: URL, scenarios: [String]) -> [String] {
    arguments(variants: [variant], scenariosRoot: scenariosRoot, scenarios: scenarios)
  }

  /// The line a worker prints for `message`, on its own: a step's record in full (a worker sends
  /// steps as changes from the step before, through a ``WorkerMessageWriter``).
  public static func line(for message: WorkerMessage) -> String {
    var writer = WorkerMessageWriter()
    return writer.line(for: message)
  }

  /// The message in a worker's output line, if the line carries one, read on its own (a step
  /// sent as changes from the step before needs the ``WorkerMessageReader`` that read that step).
  public static func message(from line: Substring) -> WorkerMessage? {
    var reader = WorkerMessageReader()
    return reader.message(from: line)
  }

  /// The trace in a worker's output line, if the line carries a finished replay (without its
  /// steps, which are sent one by one; see ``traces(inOutput:)``).
  public static func trace(from line: Substring) -> ReplayTrace? {
    guard case .finished(let trace) = WorkerMessage(line: line) else { return nil }
    return trace
  }
}

/// One event a worker reports, one line each.
public enum WorkerMessage: Equatable, Sendable {
  /// A replay of the scenario at `path` (relative to the scenarios folder) on `variant` starts.
  case scenarioStarted(path: String, variant: String)
  /// A step starts: the heartbeat, and where a crash or a hang is located.
  case stepStarted(StepMarker)
  /// A step ended: its record, sent as soon as it exists so that a long replay never makes one
  /// huge message, and a crash keeps the steps before it; and the app's own work in the step (the
  /// action and its settling, or a `wait`'s advance), which is never part of the record.
  case stepFinished(StepTrace, appNanoseconds: Int)
  /// The last step ran; the app is being torn down and checked for leaks.
  case tearDownStarted
  /// The replay ended with `trace`, whose steps are those sent with ``stepFinished(_:)``
  /// (the trace itself carries none).
  case finished(ReplayTrace)
  /// The worker stops before its remaining scenarios on purpose (its runtime is not clean after
  /// a replay); the supervisor starts a fresh worker for them.
  case restarting(reason: String)
  /// What the app wrote to its standard output and error during a step (or the tear-down), and
  /// how far the worker has now read the file that holds it (see ``AppOutputLineCoding``). Sent
  /// with the step's record, only when the app wrote something.
  case appOutput(AppOutput, through: Int)
  /// A worker started with `--bench` measured a scenario: the measurements, as JSON (read by
  /// `arch-harness bench`; a run's supervisor ignores them).
  case benchmark(json: String)
  /// A worker started with `--headings-first` read the scenario file of `heading`'s path, and it
  /// parses. A file that does not parse gets no heading.
  case heading(ScenarioHeading)
  /// That worker has reported the heading of every file of its command line that parses; it now
  /// waits for scenarios to replay on its standard input.
  case headingsEnded

  static let scenarioPrefix = "SCENARIO\t"
  static let stepPrefix = "STEP\t"
  static let tearDownLine = "TEARDOWN"
  static let tracePrefix = "TRACE\t"
  static let stepTracePrefix = "STEPTRACE\t"
  static let restartPrefix = "RESTART\t"
  static let benchmarkPrefix = "BENCH\t"
  static let appOutputPrefix = "OUTPUT\t"
  static let headingPrefix = "HEADING\t"
  static let headingsEndedLine = "HEADINGS-END"

  /// The line of any message but a step's record (see ``StepTraceCoding``).
  var line: String {
    switch self {
    case .scenarioStarted(let path, let variant): Self.scenarioPrefix + variant + "\t" + path
    case .stepStarted(let marker):
      Self.stepPrefix
        + "\(marker.index)\t\(marker.file)\t\(marker.line)\t\(marker.column)\t\(marker.source)"
    case .stepFinished(let step, let appNanoseconds):
      StepTraceCoding.line(for: step, appNanoseconds: appNanoseconds, previous: nil)
    case .tearDownStarted: Self.tearDownLine
    case .finished(let trace):
      {
        var bytes: [UInt8] = []
        TraceLineCoding.append(trace, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }()
    case .appOutput(let output, let through):
      {
        var bytes: [UInt8] = []
        AppOutputLineCoding.append(output, through: through, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }()
    case .restarting(let reason): Self.restartPrefix + reason
    case .benchmark(let json): Self.benchmarkPrefix + json
    case .heading(let heading):
      {
        var bytes: [UInt8] = []
        ScenarioHeadingCoding.append(heading, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
      }()
    case .headingsEnded: Self.headingsEndedLine
    }
  }

  /// The message of any line but a step's record. Reads the line's UTF-8 (a step's heartbeat
  /// comes with every step; cutting it by characters cost a tenth of the supervisor's time).
  init?(line: Substring) {
    let bytes = line.utf8
    func field(_ part: Substring.UTF8View.SubSequence) -> String { String(Substring(part)) }
    if bytes.starts(with: Self.tracePrefix.utf8) {
      guard let trace = TraceLineCoding.decode(line) else { return nil }
      self = .finished(trace)
    } else if bytes.starts(with: Self.stepPrefix.utf8) {
      let fields = bytes.dropFirst(Self.stepPrefix.utf8.count).split(
        separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
      guard fields.count == 5, let index = Int(field(fields[0])), let number = Int(field(fields[2])),
        let column = Int(field(fields[3]))
      else { return nil }
      self = .stepStarted(
        StepMarker(
          index: index, file: field(fields[1]), line: number, column: column, source: field(fields[4])))
    } else if bytes.starts(with: Self.scenarioPrefix.utf8) {
      let fields = bytes.dropFirst(Self.scenarioPrefix.utf8.count).split(
        separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
      guard fields.count == 2 else { return nil }
      self = .scenarioStarted(path: field(fields[1]), variant: field(fields[0]))
    } else if bytes.elementsEqual(Self.tearDownLine.utf8) {
      self = .tearDownStarted
    } else if bytes.starts(with: Self.restartPrefix.utf8) {
      self = .restarting(reason: field(bytes.dropFirst(Self.restartPrefix.utf8.count)))
    } else if bytes.starts(with: Self.appOutputPrefix.utf8) {
      guard let (output, through) = AppOutputLineCoding.decode(line) else { return nil }
      self = .appOutput(output, through: through)
    } else if bytes.starts(with: Self.benchmarkPrefix.utf8) {
      self = .benchmark(json: field(bytes.dropFirst(Self.benchmarkPrefix.utf8.count)))
    } else if bytes.starts(with: Self.headingPrefix.utf8) {
      guard let heading = ScenarioHeadingCoding.decode(line) else { return nil }
      self = .heading(heading)
    } else if bytes.elementsEqual(Self.headingsEndedLine.utf8) {
      self = .headingsEnded
    } else {
      return nil
    }
  }
}
