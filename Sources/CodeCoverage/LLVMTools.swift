import Foundation
import ScratchPackages

/// The toolchain's `llvm-profdata` and `llvm-cov`: those next to `swift` first (their profile
/// format matches the compiler's), else those on `PATH`.
public struct LLVMTools: Sendable {
  let profdata: URL
  let cov: URL

  /// The two tools, or the names of those found nowhere.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<LLVMTools, MissingTools> {
    let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let folders = toolchainFolder(path: path).map { [$0] + path } ?? path
    func find(_ name: String) -> URL? {
      folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
    switch (find("llvm-profdata"), find("llvm-cov")) {
    case (let profdata?, let cov?): return .success(LLVMTools(profdata: profdata, cov: cov))
    case (let profdata, let cov):
      return .failure(
        MissingTools(
          names: [profdata == nil ? "llvm-profdata" : nil, cov == nil ? "llvm-cov" : nil]
            .compactMap { $0 }))
    }
  }

  /// The folder of the real `swift` (its links followed) on `path`.
  private static func toolchainFolder(path: [String]) -> String? {
    for folder in path {
      let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      return swift.resolvingSymlinksInPath().deletingLastPathComponent().path
    }
    return nil
  }

  /// Tools found neither next to `swift` nor on `PATH`.
  public struct MissingTools: Error {
    let names: [String]

    /// The error line.
    public var message: String {
      "error: \(names.joined(separator: " and ")) not found next to swift or on PATH; "
        + "coverage needs the toolchain's LLVM tools"
    }
  }

  // MARK: - Runs

  /// Merges one raw profile into an indexed one.
  func merge(_ raw: URL, into indexed: URL, log: URL) -> ProcessRunner.Ending {
    ProcessRunner.run(
      [profdata.path, "merge", "-sparse", raw.path, "-o", indexed.path], in: raw.deletingLastPathComponent(),
      output: log)
  }

  /// Writes the lcov records of `binary` run with `profile`, for the sources under the folders
  /// `sources`.
  func exportLcov(binary: URL, profile: URL, sources: [URL], to output: URL) -> ProcessRunner.Ending {
    ProcessRunner.run(
      [cov.path, "export", "-format=lcov", "-instr-profile", profile.path, binary.path] + sources.map(\.path),
      in: output.deletingLastPathComponent(), output: output)
  }
}
