extension ReplayRuntime {
  /// Whether the code running now runs on the main actor, as the job it runs in was enqueued:
  /// false only inside a job of the global executor (`Task.detached`, an actor, nonisolated async
  /// code); true inside a main-actor job, a block of `DispatchQueue.main`, and the driver's own
  /// code between jobs (a replay step's action). Under the replay runtime every job runs on the
  /// driver's thread, so the thread cannot tell the two apart; the executor each job was enqueued
  /// on can, under either backend.
  public static var isOnMainActor: Bool {
    !DeterministicExecutor.isRunningGlobalJob
  }
}
