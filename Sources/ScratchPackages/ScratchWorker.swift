/// The worker a scratch copy of `mutate` or `coverage` builds in place of the tool: an executable
/// that registers only the variants the run replays and runs `ReplayWorker`'s `WorkerMain`, with
/// a manifest that keeps only it, the unit-test targets the run needs and what those depend on.
/// The command line, the reports, the other engines and the variants nobody asked for are not
/// built.
public struct ScratchWorker: Sendable, Equatable {
  /// A variant the worker registers: its module and its type's name there.
  public struct Variant: Sendable, Equatable {
    public let module: String
    public let type: String

    public init(module: String, type: String) {
      self.module = module
      self.type = type
    }
  }

  /// The worker's target, and its executable, in the scratch copy.
  public static let target = "arch-harness-worker"
  /// Where the scratch copy holds the worker's `main.swift`.
  public static let mainPath = "Sources/\(target)/main.swift"
  /// The module whose `WorkerMain` the worker runs.
  static let workerModule = "ReplayWorker"
  /// The harness's modules under the worker that an ordinary debug build optimises (`-O`, the
  /// manifest's `optimizedInDebug`; their only setting but the metadata-accessor flag every target
  /// has, which the scratch copy drops with it) and the scratch copy does not: a run of the
  /// tool replays the corpus thousands of times, a scratch copy's worker a scenario or a few per
  /// process, so there `-O` cost more than half the first build (about 50 s of CPU) to save a
  /// fraction of a second. `HeadlessUI` stays optimised, as the app's unit tests run on it.
  public static let unoptimizedModules = [
    "Comparison", "DeterministicRuntime", "JSONText", "Replay", "ScenarioLanguage", "Supervisor", "Traces",
  ]

  /// The variants the worker registers, in the order given.
  public let variants: [Variant]

  /// A worker registering `variants`.
  public init(variants: [Variant]) {
    self.variants = variants
  }

  // MARK: - main.swift

  /// The worker's `main.swift`, after a comment line saying `why`.
  public func mainSource(why: String) -> String {
    let imports = Set(variants.map(\.module) + [Self.workerModule]).sorted().map { "import \($0)" }
    let types = variants.map { "\($0.type).self" }.joined(separator: ", ")
    return """
      // \(why)
      \(imports.joined(separator: "\n"))

      WorkerMain.run(variants: [\(types)])

      """
  }

  // MARK: - Package.swift

  /// `manifest` with the worker's target added and every target dropped that neither the worker
  /// nor the test targets in `testTargets` need (directly or through another), and the
  /// ``unoptimizedModules`` left unoptimised: Swift appended to the manifest (which names its
  /// package `package`) after a comment line saying `why`. The products go too: the tool's would
  /// name a target that is gone, and nothing is built by product but the worker, whose executable
  /// target is one.
  public func manifest(_ manifest: String, keepingTests testTargets: [String], why: String) -> String {
    let dependencies = (Set(variants.map(\.module)).sorted() + [Self.workerModule]).map { "\"\($0)\"" }
    let unoptimized = Self.unoptimizedModules.map { "\"\($0)\"" }.joined(separator: ", ")
    return manifest + """

      // \(why)
      package.targets.append(
        .executableTarget(name: "\(Self.target)", dependencies: [\(dependencies.joined(separator: ", "))]))

      """ + ScratchPackage.keepingOnly(testTargets + [Self.target]) + """
        do {
          let unoptimized: Set<String> = [
            \(unoptimized),
          ]
          for target in package.targets where unoptimized.contains(target.name) {
            target.swiftSettings = nil
          }
        }

        """
  }
}
