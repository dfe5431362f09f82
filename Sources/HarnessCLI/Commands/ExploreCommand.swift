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
    guard RuntimeAvailability.canReplay() else { return ExitCode.runtimeUnavailable }
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

    // 1. Generate and replay.
    let started = ContinuousClock.now
    var found: [Found] = []
    var flowCount = 0
    var stepCount = 0
    var impossible = 0
    var depth = ExplorationDepth()
    while true {
      let count: Int
      if let time = options.time {
        let elapsed = ContinuousClock.now - started
        guard elapsed < time else { break }
        // Near the end, a batch small enough to end about on time at the speed so far.
        let rate = Double(flowCount) / max(elapsed.seconds, 0.001)
        let fits = flowCount == 0 ? options.jobs * 8 : Int(rate * (time - elapsed).seconds) + 1
        count = max(1, min(options.batch, max(fits, options.jobs * 4)))
      } else {
        count = min(options.batch, options.flows - flowCount)
        guard count > 0 else { break }
      }
      let indices = flowCount..<(flowCount + count)
      let flows = indices.map { generator.flow(at: $0) }
      let texts = zip(indices, flows).map { index, flow in
        flow.scenarioText(title: "Explored flow \(index) of seed \(options.seed)", tags: ["explored"])
      }
      let results: [[ReplayTrace]]
      do {
        results = try replayer.replay(texts)
      } catch let bug as FlowReplayer.GeneratorBug {
        Console.error("error: a generated flow does not parse (a bug of the generator):\n\(bug.message)")
        return ExitCode.badInput
      } catch {
        Console.error("error: cannot write the generated flows: \(error.localizedDescription)")
        return ExitCode.failures
      }
      for (offset, traces) in results.enumerated() {
        stepCount += flows[offset].steps.count
        depth.add(traces)
        if FindingClassifier.endedAtImpossibleStep(traces) { impossible += 1 }
        guard let signature = FindingClassifier.classify(traces) else { continue }
        if let existing = found.firstIndex(where: { $0.signature == signature }) {
          found[existing].hits += 1
        } else {
          let divergence = signature.kind == "diverges" ? Comparator.compare(traces).divergence : nil
          found.append(
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
      flowCount += count
      if !options.quiet, Console.isTerminal {
        let seconds = max(0.001, (ContinuousClock.now - started).seconds)
        let line =
          "\(flowCount)\(options.time == nil ? "/\(options.flows)" : "") flows · \(stepCount) steps · "
          + "\(found.count) finding\(found.count == 1 ? "" : "s") · \(Int(Double(flowCount) / seconds)) flows/s"
        FileHandle.standardOutput.write(Data(("\r\u{1B}[K" + line).utf8))
      }
    }
    let exploring = ContinuousClock.now - started
    if !options.quiet, Console.isTerminal { Console.out("") }

    // 2. Shrink each finding and write it out.
    var written: [(Found, String, Int)] = []
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
        return ExitCode.failures
      }
      if !options.quiet {
        Console.out(
          "  \(finding.flow.steps.count) → \(result.flow.steps.count) steps, \(result.candidatesTried) candidates "
            + "in \(result.rounds) rounds, "
            + "\((ContinuousClock.now - shrinkStart).seconds.rounded(to: 1)) s: \(path)")
      }
      written.append((finding, path, result.flow.steps.count))
    }

    // 3. Summary.
    let seconds = exploring.seconds
    Console.out(
      "Explored \(flowCount) flows (\(stepCount) steps) on \(variants.joined(separator: ", ")) "
        + "in \(seconds.rounded(to: 1)) s (\(Int(Double(flowCount) / max(seconds, 0.001))) flows/s); "
        + "\(impossible) ended early at a step the app did not offer")
    Console.out("Flows that reached: \(depth.summary)")
    guard !written.isEmpty else {
      Console.out(Console.paint("nothing found", .green))
      return ExitCode.success
    }
    Console.out(Console.paint("\(written.count) finding\(written.count == 1 ? "" : "s"):", .red))
    for (finding, path, steps) in written {
      Console.out(
        "  ✘ \(finding.signature) — \(finding.hits) flow\(finding.hits == 1 ? "" : "s") — \(path) (\(steps) steps)"
      )
    }
    Console.out("Replay one with: \(Tool.name) run --scenarios \(options.out.relativePath)")
    return ExitCode.failures
  }

  // MARK: - Options

  struct Options {
    var seed: UInt64 = 1
    var flows = 1000
    var time: Duration?
    var maxSteps = 30
    var out: URL
    var jobs: Int
    var stepTimeout: Duration
    var batch: Int
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      if let text = arguments.value("seed") {
        guard let seed = UInt64(text) else {
          throw UsageError("option '--seed' needs a whole number from 0 to \(UInt64.max), not '\(text)'")
        }
        self.seed = seed
      }
      if arguments.value("flows") != nil, arguments.value("time") != nil {
        throw UsageError("give either '--flows' or '--time', not both")
      }
      flows = try SharedOptions.positiveInt(arguments, "flows", default: 1000)
      if arguments.value("time") != nil {
        time = try SharedOptions.duration(arguments, "time", default: .seconds(60))
      }
      maxSteps = try SharedOptions.positiveInt(arguments, "max-steps", default: 30)
      guard maxSteps <= 10_000 else {
        throw UsageError("option '--max-steps' is at most 10000, not '\(maxSteps)'")
      }
      let path = arguments.value("out") ?? "explored"
      guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw UsageError("option '--out' needs a folder path, not an empty string")
      }
      out = URL(fileURLWithPath: path, isDirectory: true)
      jobs = try SharedOptions.positiveInt(arguments, "jobs", default: ReplayBatch.defaultParallelism)
      stepTimeout = try SharedOptions.duration(
        arguments, "step-timeout", default: WorkerPool.defaultStepTimeout)
      batch = try SharedOptions.positiveInt(arguments, "batch", default: 250)
      quiet = arguments.flag("quiet")
      guard arguments.positionals.isEmpty else {
        throw UsageError("explore takes no paths, but was given '\(arguments.positionals[0])'")
      }
    }
  }
}

/// The scenario written for a finding: the shrunk flow, a title and comments saying where it
/// comes from, assertions of what the majority did at the first divergent step, and the
/// fixtures it needs next to it.
struct ExploredScenario {
  let finding: ExploreCommand.Found
  let flow: Flow
  let seed: UInt64
  let variants: [String]
  let pool: FixturePool

  var title: String { "Explored with seed \(seed), flow \(finding.flowIndex): \(finding.signature)" }

  func text(annotation: Flow.Annotation?, traces: [ReplayTrace]) -> String {
    var comments = [
      "Found by `arch-harness explore --seed \(seed)` (variants \(variants.joined(separator: ", "))) in flow "
        + "\(finding.flowIndex), shrunk from \(finding.flow.steps.count) to \(flow.steps.count) steps."
    ]
    if let divergence = Comparator.compare(traces).divergence {
      let summary = divergence.summary.replacingOccurrences(
        of: "at line \(divergence.line) (", with: "at step \(divergence.stepIndex + 1) (")
      comments.append(Self.commentSafe(summary) + ".")
      if annotation != nil {
        comments.append("The lines after that step say what the majority did there.")
      }
      for diff in divergence.diffs.prefix(6) {
        comments.append("\(diff.variant) against \(diff.against), \(diff.aspect.rawValue):")
        comments += diff.hunks.prefix(12).map { "  " + Self.commentSafe($0) }
      }
    } else {
      for trace in traces where !trace.outcome.isPass && trace.outcome.status != "step-failed" {
        comments.append("\(trace.variant): \(trace.outcome.status)")
        comments += trace.failureMessages.prefix(3).map { "  " + Self.commentSafe(Self.withoutFolder($0)) }
      }
    }
    return flow.scenarioText(
      title: title, tags: ["explored"], comments: comments, annotations: annotation.map { [$0] } ?? [])
  }

  /// Writes the scenario and its fixtures into `folder`; returns the scenario's path as given.
  func write(to folder: URL, replayer: FlowReplayer) throws -> String {
    let plain = (try? replayer.replay([text(annotation: nil, traces: [])]).first) ?? []
    var chosen = text(annotation: nil, traces: plain)
    for detail in ExpectationWriter.Detail.allCases {
      guard let annotation = ExpectationWriter.annotation(for: plain, detail: detail) else { break }
      let candidate = text(annotation: annotation, traces: plain)
      guard let traces = try? replayer.replay([candidate]).first,
        FindingClassifier.classify(traces) == finding.signature,
        majorityHoldsAssertions(traces, annotation: annotation)
      else { continue }
      chosen = candidate
      break
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let used = flow.fixtureNames.compactMap { pool.fixture(named: $0) }
    if !used.isEmpty { try FlowReplayer.writeFixtures(used, into: folder) }
    let file = folder.appendingPathComponent(finding.signature.fileStem + ".scenario")
    try Data(chosen.utf8).write(to: file)
    let check = ScenarioLoader.load([file.lastPathComponent], root: folder)
    if let diagnostic = check.diagnostics.first {
      throw FlowReplayer.GeneratorBug(message: "the written scenario does not parse: \(diagnostic.render())")
    }
    return file.relativePath
  }

  /// Whether the variants outside the odd ones out pass every assertion the annotation added.
  private func majorityHoldsAssertions(_ traces: [ReplayTrace], annotation: Flow.Annotation) -> Bool {
    let range = (annotation.afterStep + 1)...(annotation.afterStep + annotation.lines.count)
    return traces.filter { !finding.signature.variants.contains($0.variant) }.allSatisfy { trace in
      range.allSatisfy { index in !trace.steps.indices.contains(index) || trace.steps[index].failures.isEmpty
      }
    }
  }

  /// A message without the temporary folder's name in front of the scenario's name.
  private static func withoutFolder(_ message: String) -> String {
    guard let slash = message.firstIndex(of: "/"),
      message[..<slash].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return message }
    return String(message[message.index(after: slash)...])
  }

  /// Text that can stand in a comment: characters the language refuses there become `?`.
  static func commentSafe(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator: "?"
        case .spaceSeparator where scalar != " ": "?"
        default: Character(scalar)
        }
      })
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  fileprivate var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

extension Double {
  fileprivate func rounded(to places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}
