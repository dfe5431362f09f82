import DeterministicRuntime
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where the built tools can replay (the deterministic runtime is in this
  /// build and this system supports it); elsewhere the suite is skipped with the runtime's reason.
  static var needsReplayRuntime: Self {
    .enabled(
      if: ReplayRuntime.unavailableReason == nil,
      Comment(rawValue: "replays cannot run here: \(ReplayRuntime.unavailableReason ?? "")"))
  }

  /// Runs a test only where the built tools can replay with `backend` (`ARCH_HARNESS_EXECUTOR`).
  static func needsReplayBackend(_ backend: ReplayBackend) -> Self {
    .enabled(
      if: backend.unavailableReason == nil,
      Comment(
        rawValue:
          "no '\(backend.rawValue)' backend here: \(backend.unavailableReason ?? "")"))
  }
}
