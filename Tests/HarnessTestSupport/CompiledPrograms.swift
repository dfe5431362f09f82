import CodeMetrics
import Foundation
import ScratchPackages

/// Programs the tests compile with the toolchain's `swiftc`, kept in the temporary folder between
/// test runs. A program's folder is named after everything its compile reads — the source files'
/// names and texts, the commands, and the compiler's own file (its path, size and time) — so a
/// later run compiles again only when one of those changed, and a warm `swift test` does not
/// spend seconds compiling the same few lines again.
public enum CompiledPrograms {
  /// A command of ``folder(files:commands:)`` that failed.
  public struct CompileFailure: Error, CustomStringConvertible {
    public var command: [String]
    public var status: Int32
    public var description: String { "`\(command.joined(separator: " "))` exited with \(status)" }
  }

  /// The folder holding `files` and what `commands` made from them there (each run with
  /// `/usr/bin/env` in the folder, so paths in them are relative to it), made on the first call for
  /// these files, commands and compiler.
  public static func folder(files: [String: String], commands: [[String]]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("arch-harness-compiled", isDirectory: true)
    let folder = root.appendingPathComponent(key(files: files, commands: commands), isDirectory: true)
    if isComplete(folder) { return folder }
    let staging = root.appendingPathComponent("staging-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: staging) }
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: staging.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    for command in commands {
      let status = try Process.exitStatus(running: command, in: staging)
      guard status == 0 else { throw CompileFailure(command: command, status: status) }
    }
    let made = try FileManager.default.contentsOfDirectory(atPath: staging.path).sorted()
    try Data(made.joined(separator: "\n").utf8).write(to: staging.appendingPathComponent(doneMark))
    // A folder left half made (a cleaner took a file of it) is made again; one another test
    // process finished meanwhile will do as well as this one.
    if !isComplete(folder) { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.moveItem(at: staging, to: folder)
    return folder
  }

  /// The file a finished folder holds, written after its last command: the names of the files
  /// the folder then held.
  private static let doneMark = ".compiled"

  /// Whether `folder` was finished and still holds every file it held then.
  private static func isComplete(_ folder: URL) -> Bool {
    guard let mark = try? String(contentsOf: folder.appendingPathComponent(doneMark), encoding: .utf8) else {
      return false
    }
    return mark.split(separator: "\n").allSatisfy {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(String($0)).path)
    }
  }

  private static func key(files: [String: String], commands: [[String]]) -> String {
    var hash = FNV1a()
    for name in files.keys.sorted() {
      hash.add("\(name)\u{0}\(files[name] ?? "")\u{0}")
    }
    for command in commands { hash.add(command.joined(separator: "\u{1}") + "\u{0}") }
    hash.add(compilerIdentity)
    return hash.hex
  }

  /// The `swiftc` the commands find on the `PATH`: its real path, size and modification time.
  private static let compilerIdentity: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      let real = candidate.resolvingSymlinksInPath()
      let attributes = (try? FileManager.default.attributesOfItem(atPath: real.path)) ?? [:]
      let size = attributes[.size] as? Int ?? 0
      let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(real.path) \(size) \(time)"
    }
    return "no swiftc on the PATH"
  }()
}
