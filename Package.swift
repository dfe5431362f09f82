// swift-tools-version: 6.3
import PackageDescription

/// The UIKit stand-in and the harness's hot paths are optimised in debug builds too, as UIKit is in
/// a debug build of an iOS app: `swift run arch-harness` and `swift test` replay the corpus about
/// twice as fast, for about ten seconds more of a first build. The app's own modules (Domain,
/// AppContract, the variants) and the rest of the tool stay as a debug build makes them.
/// `ARCH_HARNESS_ONONE=1 swift build` leaves these unoptimised too, for stepping through them in a
/// debugger (Docs/Benchmarks.md, "Debug builds").
///
/// The flag is a SwiftPM `unsafeFlags`, which SwiftPM refuses in a package another one depends on
/// by version: when this package is such a dependency — checked out by SwiftPM or Xcode into a
/// `checkouts` folder — it is built without it, so `HeadlessUI`, `AppContract` and
/// `ScenarioLanguage` can be used from a package of one's own (a variant in its own repository).
let isCheckedOutAsDependency =
  Context.packageDirectory.split(separator: "/").dropLast().last == "checkouts"
let isOptimizedInDebug = Context.environment["ARCH_HARNESS_ONONE"] == nil && !isCheckedOutAsDependency
let optimizedInDebug: [SwiftSetting] =
  isOptimizedInDebug ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []
/// The stand-ins for UIKit and SwiftUI are also built without Swift's run-time exclusivity checks,
/// in every configuration, as the frameworks they stand for are: a replay spends its time in them,
/// and the checks were a twelfth of a SwiftUI-era replay. The app's modules and the harness keep
/// them, and `ARCH_HARNESS_ONONE=1` brings them back here too.
let standInSettings: [SwiftSetting] =
  optimizedInDebug + (isOptimizedInDebug ? [.unsafeFlags(["-enforce-exclusivity=unchecked"])] : [])

/// Debug builds reach a concrete generic type's metadata through its accessor function rather than
/// by its mangled name. By name, the runtime demangles the type and checks its generic
/// requirements the first time, and on Linux each such check scans every protocol conformance the
/// process has loaded: a quarter of the instructions of a worker replaying one scenario on `mvc`
/// (40 → 30 M), a tenth of `swift test`'s CPU, which starts some 370 tool processes. Optimised code
/// needs it less, and release builds are left as they are. Every target gets it (appended below).
let metadataAccessorsInDebug: [SwiftSetting] =
  isCheckedOutAsDependency
  ? []
  : [
    .unsafeFlags(
      ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .debug))
  ]

/// On Linux the two tools (`arch-harness` and the tests' `arch-harness-testbed`) are linked with
/// the Swift runtime and Foundation built in (`-static-stdlib`), as a Mac's tools are linked with
/// the system's own: a process then starts without the dynamic loader binding some 20,000 symbols
/// of Foundation's shared libraries — about 4 ms of CPU instead of 8 — and `swift test` starts
/// some 350 of them (Docs/Benchmarks.md, "Tool processes with the runtime linked in"). Such a link
/// hides the runtime's own symbols from `dlsym`, so it also exports, under the prefix
/// `arch_harness_linked_`, the few that the replay runtime looks up by name (`RuntimeSymbol`).
/// `ARCH_HARNESS_SHARED_RUNTIME=1 swift build` links them with the shared libraries instead (a
/// toolchain without its static libraries, a sanitizer's build).
let staticToolLinking: [LinkerSetting] = {
  let isShared = Context.environment["ARCH_HARNESS_SHARED_RUNTIME"] != nil
  guard !isShared, !isCheckedOutAsDependency else { return [] }
  // lld rather than gold, which warns of glibc's `mktemp` (Foundation's archive uses it); at a
  // fixed address, so that nothing in the binary is relocated at start (90,000 pointers, most of
  // them the runtime's and Foundation's); and the archives of Foundation's own dependencies,
  // which `-static-stdlib` leaves out.
  let runtime =
    ["-use-ld=lld", "-static-stdlib", "-Xclang-linker", "-no-pie"]
    + ["CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections"].map { "-l" + $0 }
  let lookedUpByName = [
    "swift_task_getMainExecutor_hook", "swift_task_enqueueGlobal_hook",
    "swift_task_enqueueGlobalWithDelay_hook", "swift_task_enqueueGlobalWithDeadline_hook", "swift_get_time",
    "_dispatch_get_main_queue_handle_4CF", "_dispatch_main_queue_callback_4CF",
  ]
  let aliases = lookedUpByName.flatMap { ["-Xlinker", "--defsym=arch_harness_linked_\($0)=\($0)"] }
  return [.unsafeFlags(runtime + aliases, .when(platforms: [.linux]))]
}()

/// ArchitectureHarness: one app built six times (MVC, Massive View Controller, MVP,
/// MVVM+Coordinator, VIPER, reducer/effect), replayed through the same headless UI and compared.
let package = Package(
  name: "ArchitectureHarness",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "arch-harness", targets: ["arch-harness"]),
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    .library(name: "AppContract", targets: ["AppContract"]),
    .library(name: "ScenarioLanguage", targets: ["ScenarioLanguage"]),
  ],
  targets: [
    // MARK: - Shared layers
    .target(name: "Domain"),
    .target(name: "HeadlessUI", swiftSettings: standInSettings),
    .target(name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"], swiftSettings: standInSettings),
    .target(name: "AppContract", dependencies: ["Domain", "HeadlessUI"]),

    // MARK: - The architectures (never import each other; a pair shares a UI-free core)
    .target(name: "MVVMCCore", dependencies: ["Domain", "AppContract"]),
    .target(name: "MVCApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "MVPApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "MVVMCApp", dependencies: ["Domain", "HeadlessUI", "AppContract", "MVVMCCore"]),
    .target(name: "VIPERApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "ReducerRuntime"),
    .target(name: "ReducerCore", dependencies: ["Domain", "AppContract", "ReducerRuntime"]),
    .target(
      name: "ReducerApp",
      dependencies: ["Domain", "HeadlessUI", "AppContract", "ReducerRuntime", "ReducerCore"]),
    .target(name: "SwiftUIApp", dependencies: ["Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract"]),
    .target(
      name: "SwiftUIReducerApp",
      dependencies: [
        "Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract", "ReducerRuntime", "ReducerCore",
      ]),
    .target(
      name: "SwiftUIMVVMCApp",
      dependencies: ["Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract", "MVVMCCore"]),
    .target(name: "MassiveMVCApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(
      name: "VariantRegistry",
      dependencies: [
        "AppContract", "MVCApp", "MassiveMVCApp", "MVPApp", "MVVMCApp", "VIPERApp", "ReducerApp",
        "SwiftUIApp", "SwiftUIReducerApp", "SwiftUIMVVMCApp",
      ]
    ),

    // MARK: - Harness (language → runtime → replay → supervisor → comparison → reports)
    .target(name: "JSONText", swiftSettings: optimizedInDebug),
    .target(
      name: "ScenarioLanguage", dependencies: ["Domain", "HeadlessUI", "JSONText"],
      swiftSettings: optimizedInDebug),
    .target(name: "DeterministicRuntime", dependencies: ["Domain"], swiftSettings: optimizedInDebug),
    .target(name: "Traces", swiftSettings: optimizedInDebug),
    .target(
      name: "Replay",
      dependencies: [
        "ScenarioLanguage", "DeterministicRuntime", "Traces", "Domain", "HeadlessUI", "AppContract",
      ],
      swiftSettings: optimizedInDebug
    ),
    .target(name: "Supervisor", dependencies: ["Traces"], swiftSettings: optimizedInDebug),
    .target(name: "Comparison", dependencies: ["Traces"], swiftSettings: optimizedInDebug),
    .target(name: "CodeMetrics", dependencies: ["Traces"], swiftSettings: optimizedInDebug),
    .target(name: "Mutation"),
    .target(name: "ChangeCost", dependencies: ["CodeMetrics"], swiftSettings: optimizedInDebug),
    .target(
      name: "Reports",
      dependencies: ["Comparison", "Traces", "CodeMetrics", "Mutation", "ChangeCost", "JSONText"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "Exploration", dependencies: ["Comparison", "Traces", "Domain", "AppContract"],
      swiftSettings: optimizedInDebug),

    // MARK: - The tool's engines (each command's work; the command line only parses and prints)
    .target(name: "Terminal"),
    .target(
      name: "ScratchPackages", dependencies: ["Supervisor", "CodeMetrics"], swiftSettings: optimizedInDebug),
    .target(
      name: "Runs",
      dependencies: [
        "Terminal", "ScratchPackages", "ScenarioLanguage", "DeterministicRuntime", "Supervisor", "Comparison",
        "CodeMetrics", "Reports", "Traces", "AppContract", "Mutation",
      ]
    ),
    .target(
      name: "ReplayWorker",
      dependencies: [
        "Terminal", "ScenarioLanguage", "DeterministicRuntime", "Replay", "Supervisor", "Comparison",
        "Traces", "AppContract", "HeadlessUI",
      ]
    ),
    .target(
      name: "Benchmarking",
      dependencies: [
        "Terminal", "Runs", "ReplayWorker", "ScenarioLanguage", "DeterministicRuntime", "Replay",
        "Supervisor", "CodeMetrics", "Reports", "Traces", "AppContract",
      ]
    ),
    .target(
      name: "MutationTesting",
      dependencies: [
        "Terminal", "Runs", "ScratchPackages", "Mutation", "Supervisor", "Comparison", "Reports", "Traces",
        "AppContract", "CodeMetrics",
      ]
    ),
    .target(
      name: "CodeCoverage",
      dependencies: ["Terminal", "Runs", "ScratchPackages", "Supervisor", "Reports", "Traces", "AppContract"]
    ),
    .target(
      name: "ExploratoryTesting",
      dependencies: [
        "Terminal", "Runs", "Exploration", "ScenarioLanguage", "Supervisor", "Comparison", "Traces",
      ]
    ),
    .target(
      name: "ChangeCostSession",
      dependencies: [
        "Terminal", "Runs", "ScratchPackages", "ChangeCost", "Reports", "Comparison", "Traces", "AppContract",
      ]
    ),
    .target(name: "Scaffolding"),
    .target(name: "RuntimeSelfTest", dependencies: ["DeterministicRuntime", "Domain"]),
    .target(
      name: "HarnessCLI",
      dependencies: [
        "Terminal", "Runs", "ReplayWorker", "Benchmarking", "MutationTesting", "CodeCoverage",
        "ExploratoryTesting", "Scaffolding", "RuntimeSelfTest", "ChangeCostSession", "ChangeCost",
        "ScenarioLanguage", "DeterministicRuntime", "Supervisor", "Comparison", "Reports", "Traces",
        "AppContract",
        "HeadlessUI", "Exploration", "Mutation",
      ]
    ),
    .executableTarget(
      name: "arch-harness", dependencies: ["HarnessCLI", "Runs", "VariantRegistry"],
      linkerSettings: staticToolLinking),

    // MARK: - Test support (never in a product)
    .target(
      name: "TestVariants",
      dependencies: [
        "Domain", "HeadlessUI", "AppContract", "MVCApp", "DeterministicRuntime", "SwiftUIApp",
        "HeadlessSwiftUI",
      ],
      path: "Tests/TestVariants"
    ),
    .executableTarget(
      name: "arch-harness-testbed",
      dependencies: ["HarnessCLI", "Runs", "VariantRegistry", "TestVariants"],
      path: "Tests/Testbed",
      linkerSettings: staticToolLinking
    ),
    .target(
      name: "HarnessTestSupport",
      dependencies: ["ScenarioLanguage", "Exploration", "ScratchPackages", "CodeMetrics"],
      path: "Tests/HarnessTestSupport"),
    .target(name: "AppTestDoubles", dependencies: ["Domain", "HeadlessUI"], path: "Tests/AppTestDoubles"),
    .target(
      name: "ReducerTestSupport", dependencies: ["ReducerRuntime", "Domain"], path: "Tests/ReducerTestSupport"
    ),
    .target(name: "MVVMCTestDoubles", dependencies: ["Domain"], path: "Tests/MVVMCTestDoubles"),

    // MARK: - Tests
    .testTarget(
      name: "SwiftUIAppTests",
      dependencies: ["SwiftUIApp", "Domain", "HeadlessUI", "AppContract", "AppTestDoubles"]),
    .testTarget(
      name: "SwiftUIReducerAppTests",
      dependencies: [
        "SwiftUIReducerApp", "ReducerCore", "ReducerRuntime", "HeadlessSwiftUI", "Domain", "HeadlessUI",
        "AppContract", "AppTestDoubles",
      ]),
    .testTarget(
      name: "SwiftUIMVVMCAppTests",
      dependencies: [
        "SwiftUIMVVMCApp", "MVVMCCore", "Domain", "HeadlessUI", "HeadlessSwiftUI", "AppContract",
        "MVVMCTestDoubles",
      ]),
    .testTarget(
      name: "MassiveMVCAppTests",
      dependencies: ["MassiveMVCApp", "Domain", "HeadlessUI", "AppContract", "AppTestDoubles"]),
    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "HarnessTestSupport"]),
    .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessUI"]),
    .testTarget(name: "AppContractTests", dependencies: ["AppContract", "Domain", "HarnessTestSupport"]),
    .testTarget(
      name: "MVCAppTests", dependencies: ["MVCApp", "Domain", "HeadlessUI", "AppContract", "AppTestDoubles"]),
    .testTarget(
      name: "MVPAppTests", dependencies: ["MVPApp", "Domain", "HeadlessUI", "AppContract", "AppTestDoubles"]),
    .testTarget(
      name: "MVVMCCoreTests", dependencies: ["MVVMCCore", "Domain", "AppContract", "MVVMCTestDoubles"]),
    .testTarget(
      name: "MVVMCAppTests",
      dependencies: ["MVVMCApp", "MVVMCCore", "Domain", "HeadlessUI", "AppContract", "MVVMCTestDoubles"]),
    .testTarget(name: "VIPERAppTests", dependencies: ["VIPERApp", "Domain", "HeadlessUI", "AppContract"]),
    .testTarget(
      name: "ReducerAppTests",
      dependencies: [
        "ReducerApp", "ReducerCore", "ReducerRuntime", "ReducerTestSupport", "Domain", "HeadlessUI",
        "AppContract",
      ]),
    .testTarget(
      name: "ReducerRuntimeTests", dependencies: ["ReducerRuntime", "ReducerTestSupport", "Domain"]),
    .testTarget(
      name: "ReducerCoreTests",
      dependencies: ["ReducerCore", "ReducerRuntime", "ReducerTestSupport", "Domain", "AppContract"]),
    .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "HarnessTestSupport"]),
    .testTarget(
      name: "ReplayTests",
      dependencies: ["Replay", "DeterministicRuntime", "ScenarioLanguage", "HarnessTestSupport", "Domain"]
    ),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Reports", "Comparison", "Traces", "CodeMetrics", "Mutation", "ChangeCost", "HarnessTestSupport",
      ]),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "HarnessTestSupport"]),
    .testTarget(name: "SupervisorTests", dependencies: ["Supervisor", "Traces", "HarnessTestSupport"]),
    .testTarget(name: "ComparisonTests", dependencies: ["Comparison", "Traces", "HarnessTestSupport"]),
    .testTarget(name: "CodeMetricsTests", dependencies: ["CodeMetrics", "Traces", "HarnessTestSupport"]),
    .testTarget(name: "MutationTests", dependencies: ["Mutation", "HarnessTestSupport"]),
    .testTarget(name: "ChangeCostTests", dependencies: ["ChangeCost", "CodeMetrics"]),
    .testTarget(
      name: "ExplorationTests",
      dependencies: ["Exploration", "ScenarioLanguage", "Comparison", "Traces", "HarnessTestSupport"]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "HarnessCLI", "Supervisor", "Comparison", "Reports", "ScenarioLanguage", "Traces", "VariantRegistry",
        "DeterministicRuntime", "HarnessTestSupport", "Mutation", "ChangeCost", "Terminal", "Runs",
        "ScratchPackages", "Benchmarking", "MutationTesting", "CodeCoverage", "ChangeCostSession",
        "ReplayWorker", "TestVariants",
        // The tools the tests start. On Linux `swift test` builds them anyway, and a dependency
        // would link their flags (`staticToolLinking`) into the test binary.
        .target(name: "arch-harness", condition: .when(platforms: [.macOS])),
        .target(name: "arch-harness-testbed", condition: .when(platforms: [.macOS])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + metadataAccessorsInDebug
}
