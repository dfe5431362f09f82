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
}
