import Foundation
import ScratchPackages

/// A package's manifest as SwiftPM reads it: `swift package dump-package`.
public enum PackageDump {
  /// The JSON `swift package dump-package` prints for the package in `folder` (empty when it
  /// cannot read the manifest; its errors are not kept). SwiftPM runs with ``environment``.
  public static func json(ofPackageIn folder: URL) throws -> Data {
    let dump = Process()
    dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dump.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    dump.environment = environment
    let output = Pipe()
    dump.standardOutput = output
    dump.standardError = FileHandle.nullDevice
    try dump.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    dump.waitUntilExit()
    return data
  }

  /// The JSON `swift package dump-package` prints for a package that holds only `manifest` as its
  /// `Package.swift`. The package's folder is named after the manifest's text (in the temporary
  /// folder, kept between runs), so SwiftPM's own cache of compiled manifests, which is keyed by
  /// the manifest's path and reads the environment, serves every later dump of the same text.
  public static func json(ofManifest manifest: String) throws -> Data {
    var hash = FNV1a()
    hash.add(manifest)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-harness-manifests", isDirectory: true)
      .appendingPathComponent(hash.hex, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Package.swift")
    if (try? String(contentsOf: file, encoding: .utf8)) != manifest {
      try manifest.write(to: file, atomically: true, encoding: .utf8)
    }
    return try json(ofPackageIn: folder)
  }

  /// The variables of this process's environment that choose the toolchain and its caches, and the
  /// package's own (`ARCH_HARNESS_…`, which its manifest reads), and no other. SwiftPM keys its
  /// cache of compiled manifests on the whole environment, so a variable that changes from one
  /// shell to the next (`OLDPWD`, `_`, `SHLVL`) would compile every manifest again.
  public static var environment: [String: String] {
    let kept: Set = ["PATH", "HOME", "TMPDIR", "DEVELOPER_DIR", "SDKROOT", "TOOLCHAINS", "XDG_CACHE_HOME"]
    return ProcessInfo.processInfo.environment.filter {
      kept.contains($0.key) || $0.key.hasPrefix("ARCH_HARNESS_")
    }
  }
}
