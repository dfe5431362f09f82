import Foundation
import Testing

@testable import DeterministicRuntime

/// The replay runtime finds the runtime's symbols by name: here, in the test binary, the runtime
/// is shared libraries, so the names themselves are found; the statically linked tool exports
/// aliases instead, which the end-to-end tests' replays under both backends go through.
@Suite struct RuntimeSymbolTests {
  #if os(Linux)
  @Test(arguments: ["swift_get_time", "_dispatch_main_queue_callback_4CF", "swift_task_enqueueGlobal_hook"])
  func aSymbolOfTheSharedRuntimeIsFoundByItsName(name: String) {
    #expect(RuntimeSymbol.address(of: name) != nil)
  }
  #endif

  @Test func aNameNothingDefinesIsNotFound() {
    #expect(RuntimeSymbol.address(of: "arch_harness_no_such_symbol") == nil)
  }

  static func manifest() throws -> String {
    try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift"),
      encoding: .utf8)
  }

  @Test func theAliasPrefixIsTheOnePackageSwiftGivesTheLinker() throws {
    #expect(try Self.manifest().contains("--defsym=\(RuntimeSymbol.linkedPrefix)\\($0)=\\($0)"))
  }

  #if os(Linux)
  /// A name missing from the link's list would be found in the test binary and not in the tool.
  @Test func everyNameTheRuntimeLooksUpHasAnAliasInTheToolsLink() throws {
    let manifest = try Self.manifest()
    for name in HooksBackend.symbolNames + MainDispatchQueue.symbolNames {
      #expect(manifest.contains("\"\(name)\""), "\(name) is not in Package.swift's staticToolLinking")
    }
  }
  #endif
}
