import Traces

extension WorkerProtocol {
  /// Every finished replay in a worker's whole output, with its steps, their app times and the
  /// app's output assembled from the messages before it, as the supervisor assembles them.
  public static func traces(inOutput output: String) -> [ReplayTrace] {
    var reader = WorkerMessageReader()
    var steps: [StepTrace] = []
    var appTimes: [Int] = []
    var appOutput: [AppOutput] = []
    var traces: [ReplayTrace] = []
    var text = output
    var lineReader = LineReader()
    let lines = text.withUTF8 { lineReader.append(UnsafeRawBufferPointer($0)) } + [lineReader.remainder]
    for line in lines {
      switch reader.message(from: line) {
      case .scenarioStarted:
        steps = []
        appTimes = []
        appOutput = []
      case .stepFinished(let step, let appNanoseconds):
        steps.append(step)
        appTimes.append(appNanoseconds)
      case .appOutput(let output, _):
        appOutput.append(output)
      case .finished(var trace):
        trace.steps = steps
        trace.stepAppNanoseconds = appTimes
        trace.appOutput = appOutput
        traces.append(trace)
      default: break
      }
    }
    return traces
  }
}
