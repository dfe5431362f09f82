import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scratch copy of the package that `mutate` or `coverage` builds: the package's
/// `Package.swift`, `Sources/` and `Tests/` (for `mutate`, with the variant modules replaced by
/// their schemata), kept under `.build/<folder>` so that the next run builds only what changed.
/// The working tree is never written.
public struct ScratchPackage: Sendable {
  /// The package being measured.
  public let packageRoot: URL
  /// The scratch copy.
  public let root: URL

  /// The copy in `.build/<folder>` of `packageRoot`.
  public init(packageRoot: URL, folder: String = "arch-harness-mutation") {
    self.packageRoot = packageRoot
    root = packageRoot.appendingPathComponent(".build/\(folder)", isDirectory: true)
  }

  /// The scratch build's tool.
  public var tool: URL { root.appendingPathComponent(".build/debug/arch-harness") }

  /// The scratch build's worker, when its manifest builds one in place of the tool
  /// (``ScratchWorker``).
  public var worker: URL { root.appendingPathComponent(".build/debug/\(ScratchWorker.target)") }

  /// The scratch build's test bundle (an executable on Linux).
  public var testBundle: URL {
    root.appendingPathComponent(".build/debug/\(packageName)PackageTests.xctest")
  }

  /// The package's name, from `Package.swift` (`ArchitectureHarness`).
  public var packageName: String {
    let manifest =
      (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    guard let start = manifest.range(of: "name: \"")?.upperBound,
      let end = manifest[start...].firstIndex(of: "\"")
    else { return "Package" }
    return String(manifest[start..<end])
  }

  /// The package's files that the scratch copy holds, relative to its root, sorted.
  public func sourceFiles() -> [String] {
    var files = ["Package.swift"]
    for folder in ["Sources", "Tests"] {
      let base = packageRoot.appendingPathComponent(folder, isDirectory: true)
      files += FileManager.default.regularFiles(under: base).map { folder + "/" + $0 }
    }
    return files.sorted()
  }

  /// Makes the scratch copy hold the package with `replaced` files (path → text) and `added`
  /// ones, without `removed` ones. Writes only the files that changed, so that the build after it
  /// is incremental, and removes files the package no longer has.
  public func sync(replaced: [String: String], added: [String: String], removed: Set<String> = []) throws {
    var wanted: [String: Data] = [:]
    for file in sourceFiles() where !removed.contains(file) {
      wanted[file] =
        try replaced[file].map { Data($0.utf8) } ?? Data(contentsOf: packageRoot.appendingPathComponent(file))
    }
    for (file, text) in added { wanted[file] = Data(text.utf8) }
    let manager = FileManager.default
    for (file, data) in wanted {
      let target = root.appendingPathComponent(file)
      if let existing = manager.contents(atPath: target.path), existing == data { continue }
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
    }
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder, isDirectory: true)
      guard let walker = manager.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker {
        let file =
          folder + "/"
          + String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
          wanted[file] == nil
        {
          try manager.removeItem(at: url)
        }
      }
    }
  }

  /// `manifest` building only the test targets in `testTargets`, never the test build of the tool
  /// and its planted variants: Swift appended to the manifest (which names its package
  /// `package`) after a comment line saying `why`.
  public static func manifest(_ manifest: String, keepingTests testTargets: [String], why: String) -> String {
    let kept = testTargets.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    return manifest + """

      // \(why)
      package.targets.removeAll { target in
        (target.type == .test && ![\(kept)].contains(target.name))
          || ["arch-harness-testbed", "TestVariants"].contains(target.name)
      }

      """
  }

  /// Swift appended to a manifest (which names its package `package`) that drops every target
  /// but `roots` and the targets they depend on, directly or not, and every product (a product
  /// could name a target that is gone).
  public static func keepingOnly(_ roots: [String]) -> String {
    let names = roots.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      do {
        var kept: Set<String> = [\(names)]
        var unvisited = Array(kept)
        while let name = unvisited.popLast() {
          for target in package.targets where target.name == name {
            for dependency in target.dependencies {
              switch dependency {
              case .targetItem(let needed, _), .byNameItem(let needed, _):
                if kept.insert(needed).inserted { unvisited.append(needed) }
              default: break
              }
            }
          }
        }
        package.targets.removeAll { !kept.contains($0.name) }
        package.products.removeAll()
      }

      """
  }

  /// Takes the scratch copy for this process (held until it exits); false when another run
  /// holds it.
  public func lock() -> Bool {
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let descriptor = open(root.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
    return descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }

  /// Builds the scratch copy (by default with its tests); the compiler's output goes to `log`.
  public func build(log: URL, arguments: [String] = ["--build-tests"]) -> ProcessRunner.Ending {
    ProcessRunner.run(["swift", "build"] + arguments, in: root, output: log)
  }

  /// The compile errors in a build log: the file (relative to the scratch copy) and line of each.
  public func errors(inLog log: URL) -> [(file: String, line: Int)] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let prefix = root.standardizedFileURL.path + "/"
    return text.split(separator: "\n").compactMap { line in
      guard line.contains(": error: "), line.hasPrefix(prefix) else { return nil }
      let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 3)
      guard parts.count >= 3, let number = Int(parts[1]) else { return nil }
      return (String(parts[0]), number)
    }
  }
}
