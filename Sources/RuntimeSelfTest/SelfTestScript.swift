import DeterministicRuntime

/// One run of the self-test workload, driven the way the replayer drives an app: each step runs on
/// the main actor and is then settled; time moves only when the script advances the virtual clock.
struct SelfTestScript {
  /// The job budget of every step: far above what a step needs, far below a hang.
  static let budget = 1_000

  private let clock = VirtualClock()
  private let trace: SelfTestTrace

  private init() {
    trace = SelfTestTrace(clock: clock)
  }

  /// Runs the workload once and returns its trace.
  static func run() -> [String] {
    let script = SelfTestScript()
    let model = script.drive()
    script.trace.record(model.isReleased ? "driver: model released" : "driver: model leaked")
    return script.trace.events
  }

  /// The runaway case: a loop of self-re-enqueuing tasks must exhaust the budget instead of hanging;
  /// once stopped, the queue drains. Returns both outcomes.
  static func runRunawayLoop() -> (runaway: SettleOutcome, afterStop: SettleOutcome) {
    let spinner = ReplayRuntime.runOnMainActor { SelfTestSpinner() }
    let runaway = ReplayRuntime.perform(budget: budget) { spinner.start() }
    let afterStop = ReplayRuntime.perform(budget: budget) { spinner.stop() }
    return (runaway, afterStop)
  }

  // MARK: - Steps

  private func drive() -> WeakModel {
    let service = SelfTestCatalogService(clock: clock, trace: trace)
    let tally = SelfTestTally(trace: trace)
    let model = ReplayRuntime.runOnMainActor {
      SelfTestCatalogViewModel(clock: clock, service: service, tally: tally, trace: trace)
    }
    step("appear") { model.onAppear() }
    advance(by: 299)
    advance(by: 1)
    step("refresh") { model.refreshSections() }
    advance(by: 100)
    step("slow start") { model.startSlowRequest() }
    advance(by: 100)
    step("slow cancel") { model.cancelSlowRequest() }
    trace.record("driver: pending sleepers \(clock.pendingSleepers)")
    step("summarize") { model.summarize() }
    step("search") {
      model.search("b")
      model.search("bm")
    }
    advance(by: 49)
    advance(by: 1)
    if ReplayRuntime.backend == .spi {
      step("nap") { model.nap() }
    } else {
      trace.record("driver: nap left out: `Task.sleep` keeps real time under the hooks backend")
    }
    advance(by: 100)
    step("tail start") { model.startTailRequest() }
    trace.record("driver: tear down with \(clock.pendingSleepers) sleeper(s)")
    let outcome = clock.tearDown(budget: Self.budget)
    trace.record("driver: torn down, \(clock.pendingSleepers) sleeper(s) left | \(describe(outcome))")
    return WeakModel(model)
  }

  private func step(_ name: String, _ body: @MainActor () -> Void) {
    let outcome = ReplayRuntime.perform(budget: Self.budget, body)
    trace.record("driver: step \(name) | \(describe(outcome))")
  }

  private func advance(by milliseconds: Int) {
    let outcome = clock.advance(by: .milliseconds(milliseconds), budget: Self.budget)
    trace.record("driver: advanced by \(milliseconds)ms | \(describe(outcome))")
  }

  private func describe(_ outcome: SettleOutcome) -> String {
    switch outcome {
    case .settled(let jobsRun): "settled, \(jobsRun) jobs"
    case .exceededBudget(let jobsRun): "EXCEEDED BUDGET after \(jobsRun) jobs"
    }
  }
}

/// A weak reference to the view model, to check it is released once the replay is over.
private struct WeakModel {
  weak var model: SelfTestCatalogViewModel?

  init(_ model: SelfTestCatalogViewModel) {
    self.model = model
  }

  var isReleased: Bool { model == nil }
}
