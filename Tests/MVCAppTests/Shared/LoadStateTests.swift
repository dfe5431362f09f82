import AppContract
import Testing

@testable import MVCApp

/// The screens render from the load state's own questions; only the export maps it to the
/// exported phase.
struct LoadStateTests {
  @Test("Each load state answers whether it loads or failed, and maps to its exported phase")
  func loadStatesAnswerAndExport() {
    let states: [(LoadState<Int>, isLoading: Bool, isFailed: Bool, phase: LoadPhase)] = [
      (.notLoaded, false, false, .notLoaded),
      (.loading, true, false, .loading),
      (.loaded(7), false, false, .loaded),
      (.failed, false, true, .failed),
    ]
    for (state, isLoading, isFailed, phase) in states {
      #expect(state.isLoading == isLoading, "\(state)")
      #expect(state.isFailed == isFailed, "\(state)")
      #expect(state.exportedPhase == phase, "\(state)")
    }
  }
}
