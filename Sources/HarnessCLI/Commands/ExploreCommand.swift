import Exploration
import ExploratoryTesting
import Foundation
import Runs
import Supervisor
import Terminal

/// `arch-harness explore`: generates plausible user flows with randomly scripted services,
/// replays each on every variant, and shrinks every disagreement (or broken invariant) it finds
/// to a minimal `.scenario` file.
enum ExploreCommand {
  static let spec = CommandSpec(
    name: "explore",
    abstract:
      "Replay random user flows on every variant; shrink each disagreement to a scenario.",
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
      'run --scenarios DIR' shows it again. A flow that every variant refused at the same step
      (the model proposed a step the app did not offer) is not a finding: such flows are
      counted, and the first is written to DIR as ended-early.scenario, as it is. See
      Docs/Explore.md.

      Exit status: 0 when nothing was found, 1 when something was, 2 for bad usage, 4 when
      replays cannot run in this build.
      """)

  static func run(_ arguments: ParsedArguments, variants catalog: VariantCatalog) throws(UsageError) -> Int32
  {
    let options = try ExploreOptions(arguments)
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

    do throws(ExploreSession.ExitStatus) {
      let tally = try ExploreSession.generateAndReplay(
        options, generator: generator, replayer: replayer, variants: variants)
      let written = try ExploreSession.shrinkAndWrite(
        tally.found, options: options, replayer: replayer, variants: variants, pool: pool)
      var endedEarlyPath: String?
      if let first = tally.firstEndedEarly {
        endedEarlyPath = try ExploreSession.write(first, options: options, variants: variants, pool: pool)
      }
      return summarize(
        tally, written: written, endedEarlyPath: endedEarlyPath, options: options, variants: variants)
    } catch {
      return error.code
    }
  }

  // MARK: - Summary

  private static func summarize(
    _ tally: ExploreSession.Tally, written: [ExploreSession.Written], endedEarlyPath: String?,
    options: ExploreOptions, variants: [String]
  ) -> Int32 {
    let seconds = tally.elapsed.seconds
    Console.out(
      "Explored \(tally.flowCount) flows (\(tally.stepCount) steps) on \(variants.joined(separator: ", ")) "
        + "in \(seconds.rounded(to: 1)) s (\(Int(Double(tally.flowCount) / max(seconds, 0.001))) flows/s); "
        + "\(tally.impossible) ended early at a step the app did not offer")
    if let first = tally.firstEndedEarly, let endedEarlyPath {
      Console.out(
        "The first to end early, flow \(first.flowIndex), every variant refused at step \(first.stepIndex + 1) "
          + "(`\(first.source)`): \(endedEarlyPath)")
    }
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
