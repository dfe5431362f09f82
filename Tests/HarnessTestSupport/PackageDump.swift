import CodeMetrics
import Foundation
import ScratchPackages

/// A package's manifest as SwiftPM reads it: `swift package dump-package`.
public enum PackageDump {
  /// The JSON `swift package dump-package` prints for the package in `folder` (empty when it
  /// cannot read the manifest; its errors are not kept). SwiftPM runs with ``environment`` and
  /// `adding`.
  public static func json(ofPackageIn folder: URL, adding variables: [String: String] = [:]) throws -> Data {
    let dump = Process()
    dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    dump.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    dump.environment = environment.merging(variables) { _, added in added }
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
  /// the manifest's path and reads the environment, serves every later dump of the same text; and
  /// the dump itself is kept there, named after the toolchain (its `swift-package`'s size and
  /// date) and ``environment``, so that a later run with the same three starts no SwiftPM at all.
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
    guard let toolchain = toolchainStamp else { return try json(ofPackageIn: folder) }
    var key = FNV1a()
    key.add(toolchain)
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) { key.add("\(name)=\(value)\n") }
    let kept = folder.appendingPathComponent("dump-\(key.hex).json")
    if let data = FileManager.default.contents(atPath: kept.path), !data.isEmpty { return data }
    let data = try json(ofPackageIn: folder)
    if (try? JSONSerialization.jsonObject(with: data)) != nil { try? data.write(to: kept, options: .atomic) }
    return data
  }

  /// The path, size and date of each `swift-package` that may run: the one next to the first
  /// `swift` on the `PATH` and, on a Mac, the selected Xcode's (the `swift` on the `PATH` there is
  /// a shim, which `xcode-select` and an update of Xcode leave as it is); nil when there is none.
  static var toolchainStamp: String? {
    var candidates: [URL] = []
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    if let swift = path.split(separator: ":").lazy
      .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swift") })
      .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    {
      candidates.append(swift.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let xcode = URL(fileURLWithPath: "/var/db/xcode_select_link").resolvingSymlinksInPath()
    candidates.append(xcode.appendingPathComponent("Toolchains/XcodeDefault.xctoolchain/usr/bin"))
    candidates.append(xcode.appendingPathComponent("usr/bin"))
    let stamps = candidates.map { $0.appendingPathComponent("swift-package") }.compactMap { package in
      (try? FileManager.default.attributesOfItem(atPath: package.path)).flatMap { attributes in
        (attributes[.modificationDate] as? Date).map {
          "\(package.path) \(attributes[.size] ?? 0) \($0.timeIntervalSince1970)"
        }
      }
    }
    return stamps.isEmpty ? nil : stamps.joined(separator: "\n")
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
