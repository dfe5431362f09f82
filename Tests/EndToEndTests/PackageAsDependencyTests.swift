import Foundation
import HarnessTestSupport
import Testing

/// The package can be a versioned dependency of another: SwiftPM refuses `unsafeFlags` there, so
/// the manifest leaves out the optimised debug build's flag and the tools' link flags when it is
/// checked out as one (in a `checkouts` folder), and keeps them as the root package.
@Suite(.soak) struct PackageAsDependencyTests {
  /// The manifest as SwiftPM reads it in a copy of the package at `folder/ArchitectureHarness`,
  /// with `variables` in its environment.
  static func manifest(
    inCopyUnder folder: String, adding variables: [String: String] = [:]
  ) throws -> String {
    let base = TemporaryFolder.url("Manifest").appendingPathComponent(folder, isDirectory: true)
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let copy = base.appendingPathComponent("ArchitectureHarness", isDirectory: true)
    let clone = Process()
    clone.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    clone.arguments = ["git", "clone", "-q", HarnessProcess.packageRoot.path, copy.path]
    try clone.run()
    clone.waitUntilExit()
    // The working tree's manifest, which may not be committed yet.
    try FileManager.default.removeItem(at: copy.appendingPathComponent("Package.swift"))
    try FileManager.default.copyItem(
      at: HarnessProcess.packageRoot.appendingPathComponent("Package.swift"),
      to: copy.appendingPathComponent("Package.swift"))
    return String(decoding: try PackageDump.json(ofPackageIn: copy, adding: variables), as: UTF8.self)
  }

  /// The manifest as the root package, read once for the tests that compare with it.
  static let asRoot = Result { try manifest(inCopyUnder: "work") }

  @Test("checked out as a dependency, the manifest has no unsafe flags; as the root package it has")
  func noUnsafeFlagsAsADependency() throws {
    let asDependency = try Self.manifest(inCopyUnder: "checkouts")
    let asRoot = try Self.asRoot.get()
    #expect(asDependency.contains("\"HeadlessUI\""))
    #expect(!asDependency.contains("unsafeFlags"))
    #expect(asRoot.contains("unsafeFlags"))
  }

  #if os(Linux)
  @Test("the tools are linked with the runtime built in, unless ARCH_HARNESS_SHARED_RUNTIME is set")
  func theToolsLinkTheRuntimeInUnlessAskedNotTo() throws {
    let asRoot = try Self.asRoot.get()
    let shared = try Self.manifest(inCopyUnder: "shared", adding: ["ARCH_HARNESS_SHARED_RUNTIME": "1"])
    #expect(asRoot.contains("\"-static-stdlib\""))
    #expect(!shared.contains("\"-static-stdlib\""))
    #expect(shared.contains("unsafeFlags"))
  }
  #endif
}
