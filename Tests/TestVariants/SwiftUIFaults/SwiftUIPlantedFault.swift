import Domain
import HeadlessSwiftUI

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
}

/// The screen every SwiftUI-era fault shows: a counter (`fault.count`, bumped by `fault.bump`)
/// and a ticker that runs while it is shown (`fault.hide` takes it away). Healthy but for the
/// variant's fault.
struct FaultScreen: View {
  let fault: SwiftUIPlantedFault?
  let clock: any AppClock
  @State private var bumps = 0
  @State private var showsTicker = true

  var body: some View {
    VStack {
      Text("Bumps: \(bumps)").accessibilityIdentifier("fault.bumps")
      if fault == .stateLostOnRerender && !bumps.isMultiple(of: 2) {
        CounterView { bumps += 1 }
      } else {
        CounterView { bumps += 1 }
      }
      if showsTicker {
        TickerView(ignoresCancellation: fault == .taskIgnoresCancellation, clock: clock)
      }
      Button("Hide") { showsTicker = false }.accessibilityIdentifier("fault.hide")
    }
    .screenName("fault")
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

/// Ticks once a second of the injected clock while it is shown.
struct TickerView: View {
  let ignoresCancellation: Bool
  let clock: any AppClock
  @State private var ticks = 0

  var body: some View {
    Text("Ticks: \(ticks)")
      .accessibilityIdentifier("fault.ticks")
      .task {
        while ignoresCancellation || !Task.isCancelled {
          try? await clock.sleep(for: .seconds(1))
          ticks += 1
        }
      }
  }
}
