import Foundation

/// One worker process run to its end outside a pool (`arch-harness bench` runs one per variant
/// and size, one at a time, so that they do not compete for the cores they measure).
public enum SingleWorker {
  /// Runs `executable` with `arguments` as a worker — its own process group, the lifeline, the
  /// step timeout counted from its last message — calling `onMessage` for each message. Returns
  /// nil when it exited with status 0, else how it ended (crashed, stuck, could not start).
  public static func run(
    executable: URL, arguments: [String], stepTimeout: Duration, onMessage: (WorkerMessage) -> Void
  ) -> String? {
    let worker = WorkerProcess(
      executable: executable.path, arguments: arguments, environment: WorkerPool.workerEnvironment,
      stepTimeout: stepTimeout)
    switch worker.run(onMessage: { message, _ in onMessage(message) }).ending {
    case .finished: return nil
    case .restarting(let reason): return "it stopped early: \(reason)"
    case .crashed(let description): return "it crashed: \(description)"
    case .stuck: return "it sent nothing for \(stepTimeout.formatted) (--step-timeout) and was stopped"
    case .couldNotStart(let description): return "it could not start: \(description)"
    case .stopped: return "it was stopped"
    }
  }
}
