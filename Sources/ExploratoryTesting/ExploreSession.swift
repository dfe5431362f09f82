import Comparison
import Exploration
import Foundation
import Runs
import ScenarioLanguage
import Supervisor
import Terminal
import Traces

/// The work of `arch-harness explore`: generated flows replayed on every variant in batches, and
/// each distinct finding shrunk to a minimal flow and written as a scenario with its fixtures.
public enum ExploreSession {
  /// A finding while exploring: the first flow that showed it, and how many did.
  public struct Found {
    public let signature: FindingSignature
    public let flowIndex: Int
    public let flow: Flow
    /// How many steps of the flow show the finding: up to its first divergent step.
    let shownBy: Int?
    public var hits: Int
  }

  // MARK: - 1. Generate and replay

  /// How exploring went: the findings, and what the flows did.
  public struct Tally {
    public var found: [Found] = []
    public var flowCount = 0
    public var stepCount = 0
    public var impossible = 0
    /// The first flow that every variant refused at the same step.
    public var firstEndedEarly: EndedEarly?
    public var depth = ExplorationDepth()
    public var elapsed = Duration.zero
  }

  /// The exit status a phase ends the command with, when it cannot go on.
  public struct ExitStatus: Error {
    public let code: Int32
  }

  /// Generates and replays flows in batches until `options` says stop; each new finding is said as
  /// it is found (unless `quiet`).
  public static func generateAndReplay(
    _ options: ExploreOptions, generator: FlowGenerator, replayer: FlowReplayer, variants: [String]
  ) throws(ExitStatus) -> Tally {
    let started = ContinuousClock.now
    var tally = Tally()
    while true {
      let count: Int
      if let time = options.time {
        let elapsed = ContinuousClock.now - started
        guard elapsed < time else { break }
        // Near the end, a batch small enough to end about on time at the speed so far.
        let rate = Double(tally.flowCount) / max(elapsed.seconds, 0.001)
        let fits = tally.flowCount == 0 ? options.jobs * 8 : Int(rate * (time - elapsed).seconds) + 1
        count = max(1, min(options.batch, max(fits, options.jobs * 4)))
      } else {
        count = min(options.batch, options.flows - tally.flowCount)
        guard count > 0 else { break }
      }
      let indices = tally.flowCount..<(tally.flowCount + count)
      let flows = indices.map { generator.flow(at: $0) }
      let texts = zip(indices, flows).map { index, flow in
        flow.scenarioText(title: "Explored flow \(index) of seed \(options.seed)", tags: ["explored"])
      }
      let results: [[ReplayTrace]]
      do {
        results = try replayer.replay(texts)
      } catch {
        throw failure(
          error, bug: { "error: a generated flow does not parse (a bug of the generator):\n\($0)" },
          cannotWrite: "the generated flows")
      }
      for (offset, traces) in results.enumerated() {
        tally.stepCount += flows[offset].steps.count
        tally.depth.add(traces)
        if FindingClassifier.endedAtImpossibleStep(traces) {
          tally.impossible += 1
          if tally.firstEndedEarly == nil {
            tally.firstEndedEarly = EndedEarly(
              flowIndex: indices.lowerBound + offset, flow: flows[offset], traces: traces)
          }
        }
        guard let signature = FindingClassifier.classify(traces) else { continue }
        if let existing = tally.found.firstIndex(where: { $0.signature == signature }) {
          tally.found[existing].hits += 1
        } else {
          let divergence = signature.kind == "diverges" ? Comparator.compare(traces).divergence : nil
          tally.found.append(
            Found(
              signature: signature, flowIndex: indices.lowerBound + offset, flow: flows[offset],
              shownBy: divergence.map { $0.stepIndex + 1 }, hits: 1))
          if !options.quiet {
            if Console.isTerminal { FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8)) }
            Console.out(
              Console.paint("found ", .red) + "\(signature) in flow \(indices.lowerBound + offset)")
          }
        }
      }
      tally.flowCount += count
      if !options.quiet, Console.isTerminal {
        let seconds = max(0.001, (ContinuousClock.now - started).seconds)
        let line =
          "\(tally.flowCount)\(options.time == nil ? "/\(options.flows)" : "") flows · \(tally.stepCount) steps · "
          + "\(tally.found.count) finding\(tally.found.count == 1 ? "" : "s") · \(Int(Double(tally.flowCount) / seconds)) flows/s"
        FileHandle.standardOutput.write(Data(("\r\u{1B}[K" + line).utf8))
      }
    }
    tally.elapsed = ContinuousClock.now - started
    if !options.quiet, Console.isTerminal { Console.out("") }
    return tally

  }

  // MARK: - 2. Shrink and write

  /// A finding's scenario, written.
  public struct Written {
    public let finding: Found
    public let path: String
    public let steps: Int
  }

  /// Shrinks each finding and writes its scenario into `options.out`.
  public static func shrinkAndWrite(
    _ found: [Found], options: ExploreOptions, replayer: FlowReplayer, variants: [String], pool: FixturePool
  ) throws(ExitStatus) -> [Written] {
    var written: [Written] = []
    let shrinker = Shrinker(batchSize: max(16, options.jobs * 16), pool: pool)
    for finding in found {
      if !options.quiet {
        Console.out(
          "Shrinking \(finding.signature) (flow \(finding.flowIndex), \(finding.flow.steps.count) steps)…")
      }
      let shrinkStart = ContinuousClock.now
      let result = shrinker.shrink(finding.flow, shownBy: finding.shownBy) { candidates in
        let texts = candidates.map { $0.scenarioText(title: "Shrinking", tags: ["explored"]) }
        guard let results = try? replayer.replay(texts) else { return candidates.map { _ in false } }
        return results.map { FindingClassifier.classify($0) == finding.signature }
      }
      let output = ExploredScenario(
        finding: finding, flow: result.flow, seed: options.seed, variants: variants, pool: pool)
      let path: String
      do {
        path = try output.write(to: options.out, replayer: replayer)
      } catch {
        Console.error("error: cannot write the scenario of \(finding.signature): \(error)")
        throw ExitStatus(code: ExitCode.failures)
      }
      if !options.quiet {
        Console.out(
          "  \(finding.flow.steps.count) → \(result.flow.steps.count) steps, \(result.candidatesTried) candidates "
            + "in \(result.rounds) rounds, "
            + "\((ContinuousClock.now - shrinkStart).seconds.rounded(to: 1)) s: \(path)")
      }
      written.append(Written(finding: finding, path: path, steps: result.flow.steps.count))
    }
    return written
  }

  /// Writes `endedEarly` into `options.out` as `ended-early.scenario`, with the fixtures it names,
  /// as it is (not shrunk); returns the scenario's path as given.
  public static func write(
    _ endedEarly: EndedEarly, options: ExploreOptions, variants: [String], pool: FixturePool
  ) throws(ExitStatus) -> String {
    let text = endedEarly.scenarioText(seed: options.seed, variants: variants)
    do {
      return try ExploredScenario.write(
        text, of: endedEarly.flow, named: "ended-early", to: options.out, pool: pool)
    } catch {
      throw failure(
        error, bug: { "error: the flow that ended early: \($0) (a bug of the generator)" },
        cannotWrite: "the flow that ended early")
    }
  }

  // MARK: - Failures

  /// Says what went wrong with generated flows and gives the exit status: a generated scenario
  /// that does not parse is a bug of the generator (`bug` words it), anything else a file that
  /// could not be written (`what`).
  private static func failure(
    _ error: any Error, bug: (String) -> String, cannotWrite what: String
  ) -> ExitStatus {
    if let generatorBug = error as? FlowReplayer.GeneratorBug {
      Console.error(bug(generatorBug.message))
      return ExitStatus(code: ExitCode.badInput)
    }
    Console.error("error: cannot write \(what): \(error.localizedDescription)")
    return ExitStatus(code: ExitCode.failures)
  }
}
