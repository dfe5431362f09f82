import Foundation
import HarnessTestSupport
import Testing

@testable import DeterministicRuntime

/// The replay runtime finds the runtime's symbols by name: here, in the test binary, the runtime
/// is shared libraries, so the names themselves are found; the statically linked tool exports
/// aliases instead, which the end-to-end tests' replays under both backends go through.
@Suite struct RuntimeSymbolTests {
  #if os(Linux)
  @Test(arguments: HooksBackend.symbolNames + MainDispatchQueue.symbolNames)
  func aSymbolOfTheSharedRuntimeIsFoundByItsName(name: String) {
    #expect(RuntimeSymbol.address(of: name) != nil)
  }
  #endif

  @Test func aNameNothingDefinesIsNotFound() {
    #expect(RuntimeSymbol.address(of: "arch_harness_no_such_symbol") == nil)
  }

  static func manifest() throws -> String {
    let package = TestScenarios.repositoryRoot.deletingLastPathComponent()
    return try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
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
