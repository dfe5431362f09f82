import AppContract
import Foundation
import Reports
import Runs
import ScratchPackages
import Supervisor
import Synchronization
import Terminal
import Traces

/// One `coverage` run: build the instrumented scratch copy, replay each scenario on each variant
/// in a process of its own writing its own profile, and read each profile's executed lines of
/// the variant's module and the core modules it shares (`AppVariant.sharedCoreModules`). A replay that leaves no profile (its variant crashed) is listed as not
/// mapped, and the others are mapped all the same.
public final class CoverageSession {
  let packageRoot: URL
  let catalog: ScenarioCatalog
  let variants: [any AppVariant.Type]
  let tools: LLVMTools
  let jobs: Int
  let quiet: Bool
  let scratch: ScratchPackage
  /// The traces of the replays, once run.
  public private(set) var traces: [ReplayTrace] = []

  /// The modules the instrumented build instruments: the chosen variants' (`--variant`; all by
  /// default) and their shared cores. Another choice later recompiles only the modules whose
  /// flags change.
  let instrumentedModules: [String]

  /// What the instrumented build builds: the worker, with the flags its manifest sets.
  static let buildArguments = ["--product", ScratchWorker.target]

  /// A map of `catalog`'s scenarios on `variants`, with `instrumentedModules` and the cores the
  /// variants share instrumented, `jobs` replays at once; progress on standard error unless `quiet`.
  public init(
    packageRoot: URL, catalog: ScenarioCatalog, variants: [any AppVariant.Type],
    instrumenting instrumentedModules: [String], tools: LLVMTools, jobs: Int, quiet: Bool
  ) {
    self.packageRoot = packageRoot
    self.catalog = catalog
    self.variants = variants
    self.instrumentedModules = Self.withSharedCores(instrumentedModules, of: variants)
    self.tools = tools
    self.jobs = jobs
    self.quiet = quiet
    scratch = ScratchPackage(packageRoot: packageRoot, folder: "arch-harness-coverage")
  }

  /// The map, or nil after saying what went wrong.
  public func run() -> BehaviourMap? {
    let started = ContinuousClock.now
    guard scratch.lock() else {
      Console.error("error: another 'coverage' is using \(scratch.root.path); wait for it to end")
      return nil
    }
    guard build() else { return nil }
    let workRoot = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-harness-coverage-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: workRoot, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workRoot) }
    let work = catalog.scenarios.flatMap { scenario in variants.map { (scenario.path, $0.name) } }
    progress("Replaying \(work.count) scenario × variant pairs (\(jobs) at once)…")
    let results = Mutex<[Int: (BehaviourMap.Replay, [ReplayTrace])]>([:])
    let failures = Mutex<[Int: UnmappedReplay]>([:])
    let replayer = ProfiledReplayer(
      scratch: scratch, tools: tools, packageRoot: packageRoot, scenariosRoot: catalog.root)
    let modules = Dictionary(
      variants.map { ($0.name, Self.modules(of: $0)) }, uniquingKeysWith: { first, _ in first })
    WorkQueue.run(count: work.count, jobs: jobs) { index in
      let (scenario, variant) = work[index]
      let folder = workRoot.appendingPathComponent(String(index), isDirectory: true)
      switch replayer.replay(scenario, on: variant, modules: modules[variant] ?? [variant], in: folder) {
      case .success(let result): results.withLock { $0[index] = result }
      case .failure(let problem):
        let unmapped = UnmappedReplay(scenario: scenario, variant: variant, reason: problem.text)
        failures.withLock { $0[index] = unmapped }
      }
    }
    let unmapped = failures.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    for replay in unmapped {
      Console.error("warning: \(replay.scenario) on \(replay.variant) is not mapped: \(replay.reason)")
    }
    let all = results.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    traces = all.flatMap(\.1)
    progress(
      "Mapped \(all.count) of \(work.count) replays in \((ContinuousClock.now - started).secondsText) s")
    var map = BehaviourMap.make(
      variants: variants.map { (name: $0.name, modules: Self.modules(of: $0)) }, replays: all.map(\.0))
    map.unmapped = unmapped.isEmpty ? nil : unmapped
    map.sourceDigest = SourceDigest.of(packageRoot: packageRoot, scenariosRoot: catalog.root)
    return map
  }

  // MARK: - Steps

  /// The modules whose lines are `variant`'s: its own, then the cores it shares.
  static func modules(of variant: any AppVariant.Type) -> [String] {
    [ReportOutput.moduleName(of: variant)] + variant.sharedCoreModules
  }

  /// `modules` and the shared cores of `variants` not among them, each once, in that order.
  static func withSharedCores(_ modules: [String], of variants: [any AppVariant.Type]) -> [String] {
    var all: [String] = []
    for module in modules + variants.flatMap({ $0.sharedCoreModules }) where !all.contains(module) {
      all.append(module)
    }
    return all
  }

  /// `manifest` building only `worker` and what it needs (``ScratchWorker``: the chosen variants,
  /// their cores and the replay worker; not the tool, its engines or the other variants), with the
  /// coverage flags on `modules` alone and the profile runtime linked into the worker: the
  /// harness's own code is not instrumented, so each replay's profile and the map read from it
  /// hold the variant's counters only (a tenth of the whole), and cost less to write, merge and
  /// read. The lines are Swift appended to the manifest, which names its package `package`.
  static func instrumentedManifest(_ manifest: String, modules: [String], worker: ScratchWorker) -> String {
    let names = modules.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    return worker.manifest(manifest, keepingTests: [], why: scratchWhy) + """

      // Added by `arch-harness coverage`: only the variant modules are instrumented.
      for target in package.targets where [\(names)].contains(target.name) {
        target.swiftSettings =
          (target.swiftSettings ?? []) + [.unsafeFlags(["-profile-generate", "-profile-coverage-mapping"])]
      }
      for target in package.targets where target.name == "\(ScratchWorker.target)" {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-profile-generate"])]
      }

      """
  }

  /// The comment line of the instrumented copy's manifest and worker.
  static let scratchWhy =
    "Added by `arch-harness coverage`: only the variants mapped and the worker are built."

  private func build() -> Bool {
    do {
      let manifest = try String(
        contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
      let worker = ScratchWorker(registering: variants)
      try scratch.sync(
        replaced: [
          "Package.swift": Self.instrumentedManifest(manifest, modules: instrumentedModules, worker: worker)
        ],
        added: [ScratchWorker.mainPath: worker.mainSource(why: Self.scratchWhy)])
    } catch {
      Console.error(
        "error: cannot write the scratch copy in \(scratch.root.path): \(error.localizedDescription)")
      return false
    }
    progress("Building the instrumented copy (\(scratch.root.path))…")
    let start = ContinuousClock.now
    let log = scratch.root.appendingPathComponent("build.log")
    guard scratch.build(log: log, arguments: Self.buildArguments).succeeded else {
      Console.error("error: the instrumented build fails (see \(log.path))")
      return false
    }
    progress("  built in \((ContinuousClock.now - start).secondsText) s")
    return true
  }

  private func progress(_ line: String) {
    if !quiet { Console.error(line) }
  }
}
