/// A runaway effect loop: every spin starts a `Task` that spins again, forever, until stopped.
@MainActor
final class SelfTestSpinner {
  private var isSpinning = false
  private(set) var spins = 0

  func start() {
    isSpinning = true
    spin()
  }

  func stop() {
    isSpinning = false
  }

  private func spin() {
    guard isSpinning else { return }
    spins += 1
    Task { self.spin() }
  }
}
