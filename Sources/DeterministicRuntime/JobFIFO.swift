/// A first-in first-out queue of ready jobs: amortised O(1) append and pop, no reordering ever.
struct JobFIFO {
  private var storage: [ReadyJob] = []
  private var head = 0

  /// The number of jobs waiting.
  var count: Int { storage.count - head }

  /// Adds a job at the end.
  mutating func append(_ job: ReadyJob) {
    storage.append(job)
  }

  /// Removes and returns the oldest job, or `nil` when the queue is empty.
  mutating func popFirst() -> ReadyJob? {
    guard head < storage.count else { return nil }
    let job = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return job
  }
}
