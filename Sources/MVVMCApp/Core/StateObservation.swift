import MVVMCCore
import Observation

/// Renders `render` now and again after every change to the observable state it read, like a
/// view that re-renders when its view model changes. Re-rendering happens in a task started on
/// `work`, after the change is complete (as UIKit lays out on the next pass).
///
/// `render` captures its view controller weakly; once the controller is gone `render` reads
/// nothing, so nothing is observed any more and the loop ends by itself.
@MainActor
func observeState(on work: AsyncWork, _ render: @escaping @MainActor () -> Void) {
  withObservationTracking {
    render()
  } onChange: {
    MainActor.assumeIsolated {
      _ = work.run { observeState(on: work, render) }
    }
  }
}
