import Foundation
import HarnessTestSupport
import Testing

/// The package can be a versioned dependency of another: SwiftPM refuses `unsafeFlags` there, so
/// the manifest leaves out the optimised debug build's flag when it is checked out as one (in a
/// `checkouts` folder), and keeps it as the root package.
@Suite(.soak) struct PackageAsDependencyTests {
  /// The manifest as SwiftPM reads it in a copy of the package at `folder/ArchitectureHarness`.
  static func manifest(inCopyUnder folder: String) throws -> String {
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
    return String(decoding: try PackageDump.json(ofPackageIn: copy), as: UTF8.self)
  }

  @Test("checked out as a dependency, the manifest has no unsafe flags; as the root package it has")
  func noUnsafeFlagsAsADependency() throws {
    let asDependency = try Self.manifest(inCopyUnder: "checkouts")
    let asRoot = try Self.manifest(inCopyUnder: "work")
    #expect(asDependency.contains("\"HeadlessUI\""))
    #expect(!asDependency.contains("unsafeFlags"))
    #expect(asRoot.contains("unsafeFlags"))
  }
}
