import Foundation

/// The processes alive on this machine, found through `/proc` (Linux only; elsewhere the list is
/// empty, and the tests that use it check less).
enum LiveProcesses {
  /// The process ids whose environment holds `ARCH_HARNESS_TEST_MARK=<marker>`, zombies excluded
  /// (a zombie's environment reads empty).
  static func marked(_ marker: String) -> [Int32] {
    #if os(Linux)
    let needle = Data("ARCH_HARNESS_TEST_MARK=\(marker)".utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
        return false
      }
      return environment.range(of: needle) != nil
    }
    #else
    return []
    #endif
  }
}
