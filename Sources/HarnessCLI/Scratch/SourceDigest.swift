import Foundation

/// A fingerprint of what a measured section (`mutate`'s Testability, `coverage`'s Behaviour map)
/// depends on: `Package.swift`, every file under `Sources/` and `Tests/`, and the scenarios
/// folder. A later `run` keeps a section in the reports only while the fingerprint is unchanged.
enum SourceDigest {
  /// The fingerprint of the package at `packageRoot` with the scenarios in `scenariosRoot`:
  /// FNV-1a over each file's path and contents, in path order, in hex.
  static func of(packageRoot: URL, scenariosRoot: URL) -> String {
    var files = ScratchPackage(packageRoot: packageRoot).sourceFiles().map {
      packageRoot.appendingPathComponent($0)
    }
    if let walker = FileManager.default.enumerator(
      at: scenariosRoot, includingPropertiesForKeys: [.isRegularFileKey])
    {
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        files.append(url)
      }
    }
    var entries = files.map { file in
      let path = file.standardizedFileURL.path
      for (prefix, name) in [(scenariosRoot, "Scenarios/"), (packageRoot, "")] {
        let base = prefix.standardizedFileURL.path + "/"
        if path.hasPrefix(base) { return (name: name + path.dropFirst(base.count), file: file) }
      }
      return (name: path, file: file)
    }
    entries.sort { $0.name < $1.name }
    var hash = FNV1a()
    for entry in entries {
      hash.add(Data(entry.name.utf8) + [0])
      hash.add(FileManager.default.contents(atPath: entry.file.path) ?? Data())
      hash.add([0])
    }
    return hash.hex
  }
}

/// The 64-bit FNV-1a hash: small, and the same from run to run and machine to machine.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
  }

  /// The hash in hex.
  var hex: String { String(value, radix: 16) }
}
