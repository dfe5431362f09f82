import Comparison
import Exploration
import Foundation
import ScenarioLanguage
import Supervisor
import Traces

/// `arch-harness explore`: generates plausible user flows with randomly scripted services,
/// replays each on every variant, and shrinks every disagreement (or broken invariant) it finds
/// to a minimal `.scenario` file.
enum ExploreCommand {
  static let spec = CommandSpec(
    name: "explore",
    abstract:
      "Generate random user flows, replay them on every variant, shrink what disagrees to a scenario.",
    usage:
      "explore [--seed N] [--flows N | --time 60s] [--max-steps N] [--variant NAME …] [--out DIR] [--jobs N]",
    options: [
      OptionSpec(
        name: "seed", valueName: "N",
        help: "The seed of the flows (default: 1); the same seed gives the same flows."),
      OptionSpec(name: "flows", valueName: "N", help: "How many flows to generate (default: 1000)."),
      OptionSpec(
        name: "time", valueName: "DURATION",
        help: "Generate flows for this long instead (wall time: 60s, 5m); shrinking comes after."),
      OptionSpec(
        name: "max-steps", valueName: "N", help: "The most steps a flow has, launch included (default: 30)."),
      SharedOptions.variant,
      OptionSpec(
        name: "out", short: "o", valueName: "DIR",
        help: "Where to write the shrunk scenarios and their fixtures (default: ./explored)."),
      SharedOptions.jobs, SharedOptions.stepTimeout,
      OptionSpec(
        name: "batch", valueName: "N", help: "Flows written and replayed at once (default: 250)."),
      OptionSpec(name: "quiet", short: "q", help: "Print only the summary."),
    ],
    discussion: """
      Each flow starts with launch and goes on with user actions that are plausible on the
      screen an abstract model of the app expects (taps, typing, back, swipes, tabs, deep links)
      and virtual-time waits; its services answer with fixtures, latencies and failures chosen
      at random. Flows are replayed on every variant by the same workers as 'run'. A flow on
      which the variants disagree, or on which a variant crashes, never settles, leaks or makes
      an unscripted call, is a finding; each distinct finding (its kind and its odd ones out) is
      shrunk to a minimal flow and written to DIR as a scenario, with the fixtures it needs and
      assertions of what the majority did, so that 'check --scenarios DIR' accepts it and
      'run --scenarios DIR' shows it again. See Docs/Explore.md.

      Exit status: 0 when nothing was found, 1 when something was, 2 for bad usage, 4 when
      replays cannot run in this build.
      """)

  /// A finding while exploring: the first flow that showed it, and how many did.
  struct Found {
    let signature: FindingSignature
    let flowIndex: Int
    let flow: Flow
    /// How many steps of the flow show the finding: up to its first divergent step.
    let shownBy: Int?
    var hits: Int
  }

  static func run(_ arguments: ParsedArguments, variants catalog: VariantCatalog) throws(UsageError) -> Int32
  {
    let options = try Options(arguments)
    let selection = try VariantSelection.from(arguments, in: catalog)
    guard try RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
    let variants = selection.variants.map { $0.name }
    let pool = FixturePool.standard
    let replayer: FlowReplayer
    do {
      replayer = try FlowReplayer(
        variants: variants, parallelism: options.jobs, stepTimeout: options.stepTimeout, pool: pool)
    } catch {
      Console.error("error: cannot create a temporary scenarios folder: \(error.localizedDescription)")
      return ExitCode.failures
    }
    defer { replayer.removeWorkRoot() }
    let generator = FlowGenerator(seed: options.seed, maxSteps: options.maxSteps, pool: pool)
    if !options.quiet {
      let amount = options.time.map { "for \($0.formatted) with flows" } ?? "\(options.flows) flows"
      Console.out(
        "Exploring \(amount) of up to \(options.maxSteps) steps (seed \(options.seed)) on \(variants.joined(separator: ", "))"
      )
    }

    do throws(ExitStatus) {
      let tally = try generateAndReplay(options, generator: generator, replayer: replayer, variants: variants)
      let written = try shrinkAndWrite(
        tally.found, options: options, replayer: replayer, variants: variants, pool: pool)
      return summarize(tally, written: written, options: options, variants: variants)
    } catch {
      return error.code
    }
  }

  // MARK: - 1. Generate and replay

  /// How exploring went: the findings, and what the flows did.
  struct Tally {
    var found: [Found] = []
    var flowCount = 0
    var stepCount = 0
    var impossible = 0
    var depth = ExplorationDepth()
    var elapsed = Duration.zero
  }

  /// The exit status a phase ends the command with, when it cannot go on.
  struct ExitStatus: Error {
    let code: Int32
  }

  private static func generateAndReplay(
    _ options: Options, generator: FlowGenerator, replayer: FlowReplayer, variants: [String]
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
      } catch let bug as FlowReplayer.GeneratorBug {
        Console.error("error: a generated flow does not parse (a bug of the generator):\n\(bug.message)")
        throw ExitStatus(code: ExitCode.badInput)
      } catch {
        Console.error("error: cannot write the generated flows: \(error.localizedDescription)")
        throw ExitStatus(code: ExitCode.failures)
      }
      for (offset, traces) in results.enumerated() {
        tally.stepCount += flows[offset].steps.count
        tally.depth.add(traces)
        if FindingClassifier.endedAtImpossibleStep(traces) { tally.impossible += 1 }
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
  struct Written {
    let finding: Found
    let path: String
    let steps: Int
  }

  private static func shrinkAndWrite(
    _ found: [Found], options: Options, replayer: FlowReplayer, variants: [String], pool: FixturePool
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

  // MARK: - 3. Summary

  private static func summarize(
    _ tally: Tally, written: [Written], options: Options, variants: [String]
  ) -> Int32 {
    let seconds = tally.elapsed.seconds
    Console.out(
      "Explored \(tally.flowCount) flows (\(tally.stepCount) steps) on \(variants.joined(separator: ", ")) "
        + "in \(seconds.rounded(to: 1)) s (\(Int(Double(tally.flowCount) / max(seconds, 0.001))) flows/s); "
        + "\(tally.impossible) ended early at a step the app did not offer")
    Console.out("Flows that reached: \(tally.depth.summary)")
    guard !written.isEmpty else {
      Console.out(Console.paint("nothing found", .green))
      return ExitCode.success
    }
    Console.out(Console.paint("\(written.count) finding\(written.count == 1 ? "" : "s"):", .red))
    for entry in written {
      let finding = entry.finding
      Console.out(
        "  ✘ \(finding.signature) — \(finding.hits) flow\(finding.hits == 1 ? "" : "s") — \(entry.path) "
          + "(\(entry.steps) steps)")
    }
    Console.out("Replay one with: \(Tool.name) run --scenarios \(options.out.relativePath)")
    return ExitCode.failures
  }
}
