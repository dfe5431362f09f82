import Domain
import HeadlessSwiftUI
import Observation

/// A fault of the SwiftUI era that the harness's own tests plant in the `swiftui` variant: on
/// ``PlantedFault/link`` the variant presents ``FaultScreen``, healthy but for this fault, so only
/// the scenario that opens the link is affected.
enum SwiftUIPlantedFault: String, CaseIterable, Sendable {
  /// A `.task` that loops on the injected clock and ignores its cancellation: it keeps running
  /// after its view left.
  case taskIgnoresCancellation = "swiftui-task-ignores-cancel"
  /// A view whose `@State` is lost at every re-render: its parent swaps the branch it sits in
  /// whenever it changes, so the view's identity changes too.
  case stateLostOnRerender = "swiftui-state-lost"
  /// A model that is not isolated to the main actor (`@unchecked Sendable`), changed from a
  /// detached task while a view reads it.
  case modelChangedOffMainActor = "swiftui-model-off-main"
}

/// The screen every SwiftUI-era fault shows: a counter (`fault.count`, bumped by `fault.bump`,
/// which also bumps a model's tally, `fault.tally`) and a ticker that runs while it is shown
/// (`fault.hide` takes it away). Healthy but for the variant's fault.
struct FaultScreen: View {
  let fault: SwiftUIPlantedFault?
  let clock: any AppClock
  @State private var bumps = 0
  @State private var showsTicker = true
  @State private var tally = TallyModel()

  var body: some View {
    VStack {
      Text("Bumps: \(bumps)").accessibilityIdentifier("fault.bumps")
      if fault == .stateLostOnRerender && !bumps.isMultiple(of: 2) {
        CounterView(bumped: bumped)
      } else {
        CounterView(bumped: bumped)
      }
      TallyView(model: tally)
      if showsTicker {
        TickerView(ignoresCancellation: fault == .taskIgnoresCancellation, clock: clock)
      }
      Button("Hide") { showsTicker = false }.accessibilityIdentifier("fault.hide")
    }
    .screenName("fault")
  }

  private func bumped() {
    bumps += 1
    tally.bump(offMainActor: fault == .modelChangedOffMainActor)
  }
}

/// A tally kept in a model that, unlike the app's, is not isolated to the main actor: nothing
/// stops a detached task from changing it while a view reads it.
@Observable
final class TallyModel: @unchecked Sendable {
  private(set) var count = 0

  /// Adds one to the tally: on the caller's actor, or from a detached task.
  func bump(offMainActor: Bool) {
    if offMainActor {
      Task.detached { self.count += 1 }
    } else {
      count += 1
    }
  }
}

/// Shows a ``TallyModel``'s count.
struct TallyView: View {
  let model: TallyModel

  var body: some View {
    Text("Tally: \(model.count)").accessibilityIdentifier("fault.tally")
  }
}

/// A count the view keeps in its own `@State`, reporting each bump to its parent.
struct CounterView: View {
  let bumped: @MainActor () -> Void
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)").accessibilityIdentifier("fault.count")
      Button("Bump") {
        count += 1
        bumped()
      }
      .accessibilityIdentifier("fault.bump")
    }
  }
}

/// Ticks once a second of the injected clock while it is shown (with the fault, also after).
struct TickerView: View {
  let ignoresCancellation: Bool
  let clock: any AppClock
  @State private var ticks = 0

  var body: some View {
    Text("Ticks: \(ticks)")
      .accessibilityIdentifier("fault.ticks")
      .task {
        while ignoresCancellation || !Task.isCancelled {
          // A healthy ticker stops when its sleep ends early: cancelled, or the clock torn down.
          let slept = (try? await clock.sleep(for: .seconds(1))) != nil
          if !slept && !ignoresCancellation { return }
          ticks += 1
        }
      }
  }
}
