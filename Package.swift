// swift-tools-version: 6.1
import PackageDescription

/// ArchitectureHarness: one app built four times (MVC, MVVM+Coordinator, VIPER,
/// reducer/effect), replayed through the same headless UI and compared.
let package = Package(
  name: "ArchitectureHarness",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "arch-harness", targets: ["arch-harness"]),
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "AppContract", targets: ["AppContract"]),
    .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
  ],
  targets: [
    // MARK: - Shared layers
    .target(name: "Domain"),
    .target(name: "HeadlessUI"),
    .target(name: "AppContract", dependencies: ["Domain", "HeadlessUI"]),

    // MARK: - The four architectures (never import each other)
    .target(name: "MVCApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "MVVMCApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "VIPERApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),
    .target(name: "ReducerApp", dependencies: ["Domain", "HeadlessUI", "AppContract"]),

    // MARK: - Harness
    .target(
      name: "ScenarioKit",
      dependencies: ["Domain", "HeadlessUI", "AppContract"]
    ),
    .target(
      name: "TestVariants",
      dependencies: ["Domain", "HeadlessUI", "AppContract", "MVCApp"]
    ),
    .target(
      name: "VariantRegistry",
      dependencies: ["AppContract", "MVCApp", "MVVMCApp", "VIPERApp", "ReducerApp", "TestVariants"]
    ),
    .executableTarget(
      name: "arch-harness",
      dependencies: ["ScenarioKit", "VariantRegistry", "AppContract", "HeadlessUI"]
    ),

    // MARK: - Tests
    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
    .testTarget(name: "MVCAppTests", dependencies: ["MVCApp", "Domain", "HeadlessUI", "AppContract"]),
    .testTarget(name: "MVVMCAppTests", dependencies: ["MVVMCApp", "Domain", "HeadlessUI", "AppContract"]),
    .testTarget(name: "VIPERAppTests", dependencies: ["VIPERApp", "Domain", "HeadlessUI", "AppContract"]),
    .testTarget(
      name: "ReducerAppTests", dependencies: ["ReducerApp", "Domain", "HeadlessUI", "AppContract"]),
    .testTarget(name: "ScenarioKitTests", dependencies: ["ScenarioKit"]),
    .testTarget(
      name: "ReplayTests",
      dependencies: ["ScenarioKit", "VariantRegistry", "arch-harness"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
