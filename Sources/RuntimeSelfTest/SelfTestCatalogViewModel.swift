import Domain

/// A view model written the ordinary iOS way, with no concession to the replay: unstructured
/// `Task {}`s capturing `self`, three concurrent requests, a cancellable request, a debounce on the
/// injected clock, a stray `Task.sleep`, a `Task.detached` and an actor hop.
@MainActor
final class SelfTestCatalogViewModel {
  private let clock: any AppClock
  private let service: SelfTestCatalogService
  private let tally: SelfTestTally
  private let trace: SelfTestTrace
  private var items: [String] = []
  private var slowRequest: Task<Void, Never>?
  private var searchRequest: Task<Void, Never>?
  private var tailRequest: Task<Void, Never>?

  init(clock: any AppClock, service: SelfTestCatalogService, tally: SelfTestTally, trace: SelfTestTrace) {
    self.clock = clock
    self.service = service
    self.tally = tally
    self.trace = trace
  }

  // MARK: - Loading

  func onAppear() {
    trace.record("vm.appear")
    Task { await load() }
  }

  private func load() async {
    do {
      items = try await service.fetch("list", latency: .milliseconds(300))
      trace.record("vm.loaded \(items.joined(separator: ","))")
    } catch {
      trace.record("vm.load failed")
    }
  }

  /// Three requests at once, all answering at the same virtual instant.
  func refreshSections() {
    trace.record("vm.refresh")
    for section in ["a", "b", "c"] {
      Task {
        do {
          _ = try await service.fetch(section, latency: .milliseconds(100))
          trace.record("vm.section \(section)")
        } catch {
          trace.record("vm.section \(section) failed")
        }
      }
    }
  }

  // MARK: - Cancelling

  func startSlowRequest() {
    trace.record("vm.slow start")
    slowRequest = Task { await runRequest("slow", latency: .milliseconds(500)) }
  }

  func cancelSlowRequest() {
    trace.record("vm.slow cancel")
    slowRequest?.cancel()
  }

  /// A request still in flight when the replay ends: tear-down must fail it.
  func startTailRequest() {
    trace.record("vm.tail start")
    tailRequest = Task { await runRequest("tail", latency: .seconds(1)) }
  }

  private func runRequest(_ name: String, latency: Duration) async {
    do {
      _ = try await service.fetch(name, latency: latency)
      trace.record("vm.\(name) done")
    } catch {
      trace.record("vm.\(name) cancelled")
    }
  }

  // MARK: - Hopping

  /// Counts off the main actor, adds to an actor's tally, and comes back to show the total.
  func summarize() {
    trace.record("vm.summarize")
    let (items, tally, trace) = (items, tally, trace)
    Task.detached {
      trace.record("detached.count \(items.count)")
      let total = await tally.add(items.count)
      await self.showSummary(total)
    }
  }

  private func showSummary(_ total: Int) {
    trace.record("vm.summary \(total)")
  }

  /// A 50 ms debounce on the injected clock: a new query cancels the pending one.
  func search(_ query: String) {
    trace.record("vm.search \(query)")
    searchRequest?.cancel()
    searchRequest = Task {
      do {
        try await clock.sleep(for: .milliseconds(50))
        trace.record("vm.search fired \(query)")
      } catch {
        trace.record("vm.search debounced \(query)")
      }
    }
  }

  /// A stray `Task.sleep`, which app code must not use: the runtime still puts it on virtual time,
  /// but the runtime measures its delay against the real clock, so the exact virtual instant it
  /// wakes at can come out a few milliseconds early under load. The trace records it untimed.
  func nap() {
    trace.record("vm.nap start")
    Task {
      try? await Task.sleep(for: .milliseconds(50))
      trace.record("vm.nap woke", isTimed: false)
    }
  }
}
