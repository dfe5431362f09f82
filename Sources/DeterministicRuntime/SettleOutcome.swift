/// How a settle (or a clock advance, which settles after every wake-up) ended.
public enum SettleOutcome: Equatable, Sendable {
  /// Every job ran: the queue is empty, so all remaining work waits on the virtual clock.
  case settled(jobsRun: Int)
  /// The job budget was spent while jobs were still queued (an effect loop, most likely). The
  /// remaining jobs stay queued; the replay should stop with a clear message.
  case exceededBudget(jobsRun: Int)

  /// The number of jobs that ran.
  public var jobsRun: Int {
    switch self {
    case .settled(let jobsRun), .exceededBudget(let jobsRun): jobsRun
    }
  }

  /// Whether the queue was emptied within the budget.
  public var isSettled: Bool {
    if case .settled = self { return true }
    return false
  }

  /// This outcome followed by `next`: job counts add up; an exceeded budget wins.
  func followed(by next: SettleOutcome) -> SettleOutcome {
    let total = jobsRun + next.jobsRun
    return next.isSettled ? .settled(jobsRun: total) : .exceededBudget(jobsRun: total)
  }
}
