import Traces

/// The traces as `results.json` holds them (schema version 7): each distinct screen text once
/// (``screens``), each distinct exported state once (``states``), each distinct step once
/// (``steps``, its screen and state positions in those tables), and per replay the positions of
/// its steps (``traces``). Variants that agree at a step share it, so a variant that agrees with
/// the others everywhere adds only its replays' own figures.
struct TraceTables: Equatable, Sendable {
  /// Every distinct screen text, in the order first met.
  var screens: [String]
  /// Every distinct exported state (a step's state lines), in the order first met.
  var states: [[String]]
  /// Every distinct step, in the order first met.
  var steps: [SharedStep]
  /// Every replay, in the run's order, its steps as positions in ``steps``.
  var traces: [SharedTrace]

  init(screens: [String], states: [[String]], steps: [SharedStep], traces: [SharedTrace]) {
    self.screens = screens
    self.states = states
    self.steps = steps
    self.traces = traces
  }

  // MARK: - Making the tables

  /// The tables for `traces`. A step is compared first with the step at the same position of the
  /// same scenario's earlier replays (variants mostly agree), and a screen and a state with the
  /// step before's (they mostly stay); only what is not found there is looked up, by its bytes
  /// (``TextBytes``).
  init(_ traces: [ReplayTrace]) {
    self.init(screens: [], states: [], steps: [], traces: [])
    self.traces.reserveCapacity(traces.count)
    // Sized for one replay's steps per scenario (variants nearly always agree), so that the
    // indexes are not rehashed, each key's every byte again, as they grow.
    let expected = Self.longestReplays(of: traces)
    var screenIndex: [ScreenKey: Int] = Dictionary(minimumCapacity: expected)
    var stateIndex: [StateKey: Int] = Dictionary(minimumCapacity: expected)
    var stepIndex: [SharedStepKey: Int] = Dictionary(minimumCapacity: expected)
    steps.reserveCapacity(expected)
    // The positions of each scenario's replays so far; those of the scenario at hand apart, as a
    // run's traces come scenario by scenario (any order is read right, only more slowly).
    var earlier: [String: [Int]] = [:]
    var current = (scenario: "", positions: [Int]())
    for (position, trace) in traces.enumerated() {
      if trace.scenario != current.scenario {
        if !current.positions.isEmpty { earlier[current.scenario] = current.positions }
        current = (trace.scenario, earlier.removeValue(forKey: trace.scenario) ?? [])
      }
      let others = current.positions
      current.positions.append(position)
      // An earlier replay with the very same steps (one array, as the supervisor collects the
      // replays of variants that agree everywhere): its positions, without a look at each step.
      if let same = others.first(where: { traces[$0].steps == trace.steps }) {
        self.traces.append(SharedTrace(trace, steps: self.traces[same].steps))
        continue
      }
      var indices: [Int] = []
      indices.reserveCapacity(trace.steps.count)
      // The step before's positions of its screen and state (its record is `trace.steps[offset - 1]`):
      // positions and indices only, so that no step is copied on the way.
      var previous: (screen: Int, state: Int)?
      for offset in trace.steps.indices {
        if let same = sharedIndex(of: trace.steps[offset], at: offset, in: traces, others) {
          indices.append(same)
          previous = (steps[same].screen, steps[same].state)
          continue
        }
        let step = trace.steps[offset]
        let before = previous.map { ($0, trace.steps[offset - 1]) }
        let screen =
          before.flatMap { $1.screen == step.screen ? $0.screen : nil }
          ?? Self.position(of: step.screen, in: &screens, index: &screenIndex, key: ScreenKey.init)
        let state =
          before.flatMap { $1.state == step.state ? $0.state : nil }
          ?? Self.position(of: step.state, in: &states, index: &stateIndex, key: StateKey.init)
        previous = (screen, state)
        let shared = SharedStep(step, screen: screen, state: state)
        indices.append(Self.position(of: shared, in: &steps, index: &stepIndex, key: SharedStepKey.init))
      }
      self.traces.append(SharedTrace(trace, steps: indices))
    }
  }

  /// The sum over the scenarios of their longest replay's step count: how many distinct steps
  /// the tables hold when the variants agree, to size their indexes. A run's replays come
  /// scenario by scenario; a scenario whose replays come apart is counted once per group of them,
  /// which only sizes the indexes larger.
  private static func longestReplays(of traces: [ReplayTrace]) -> Int {
    var total = 0
    var current = (scenario: "", steps: 0)
    for trace in traces {
      if trace.scenario != current.scenario {
        total += current.steps
        current = (trace.scenario, 0)
      }
      current.steps = max(current.steps, trace.steps.count)
    }
    return total + current.steps
  }

  /// The position of `value` in `table`, added at its end when it is not there yet; `index` finds
  /// it by its `key`.
  private static func position<Value, Key: Hashable>(
    of value: Value, in table: inout [Value], index: inout [Key: Int], key: (Value) -> Key
  ) -> Int {
    let key = key(value)
    if let known = index[key] { return known }
    index[key] = table.count
    table.append(value)
    return table.count - 1
  }

  /// The position in ``steps`` of the step at `offset` of one of the replays `traces[others]`,
  /// already in the tables, when that step is `step`; else nil.
  private func sharedIndex(
    of step: StepTrace, at offset: Int, in traces: [ReplayTrace], _ others: [Int]
  ) -> Int? {
    for position in others {
      let steps = traces[position].steps
      if offset < steps.count, steps[offset] == step { return self.traces[position].steps[offset] }
    }
    return nil
  }

  // MARK: - Reading them back

  /// The replays the tables stand for; a position that is not in its table is a `DecodingError`
  /// at its path (`$.traces[3].steps[2]`).
  func replayTraces() throws -> [ReplayTrace] {
    var resolved: [StepTrace] = []
    resolved.reserveCapacity(steps.count)
    for (position, step) in steps.enumerated() {
      try Self.check(
        step.screen, in: screens.count, table: "screens", path: [Key("steps"), Key(position), Key("screen")])
      try Self.check(
        step.state, in: states.count, table: "states", path: [Key("steps"), Key(position), Key("state")])
      resolved.append(step.trace(screen: screens[step.screen], state: states[step.state]))
    }
    return try traces.enumerated().map { position, trace in
      let steps = try trace.steps.enumerated().map { offset, index in
        try Self.check(
          index, in: resolved.count, table: "steps",
          path: [Key("traces"), Key(position), Key("steps"), Key(offset)])
        return resolved[index]
      }
      return trace.replayTrace(steps: steps)
    }
  }

  /// Throws unless `index` is a position in a table of `count` entries.
  private static func check(_ index: Int, in count: Int, table: String, path: [Key]) throws {
    guard index < 0 || index >= count else { return }
    let range = count == 0 ? "it is empty" : "it has 0 to \(count - 1)"
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: path, debugDescription: "\(index) is not an index of $.\(table) (\(range))"))
  }

  /// A key of a path in a decoding error: a member's name or an array's index.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) {
      stringValue = name
    }

    init(_ index: Int) {
      stringValue = "Index \(index)"
      intValue = index
    }

    init?(stringValue: String) {
      self.init(stringValue)
    }

    init?(intValue: Int) {
      self.init(intValue)
    }
  }
}
