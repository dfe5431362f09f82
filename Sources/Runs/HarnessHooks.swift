/// Points where a build of the tool can observe a run. The shipped tool sets none; the harness's
/// own tests use them to stop a run at a chosen moment (and then kill it).
public struct HarnessHooks: Sendable {
  /// Runs when a new report set is complete, just before it replaces the old one.
  public var beforeReportSwap: @Sendable () -> Void

  public init(beforeReportSwap: @escaping @Sendable () -> Void = {}) {
    self.beforeReportSwap = beforeReportSwap
  }
}
