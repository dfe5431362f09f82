import Foundation
import Testing

/// The pattern's first rule, checked on the sources: view models know nothing of the UI, so they
/// can be tested without it and serve both UIs of the pair (`mvvmc` and `swiftui-mvvmc`).
struct ViewModelImportTests {
  /// `<repo>/`, found from this file's path (`<repo>/Tests/MVVMCCoreTests/Architecture/…`).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift files under `folder` whose name contains `fragment`, relative to the repository.
  static func files(under folder: String, named fragment: String) -> [String] {
    let root = repository.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    let paths = (enumerator?.allObjects as? [String]) ?? []
    return paths.filter { $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent.contains(fragment) }
      .map { folder + "/" + $0 }.sorted()
  }

  /// The modules `path` imports.
  static func imports(of path: String) throws -> [String] {
    let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
      return String(words[index + 1])
    }
  }

  static let viewModelFiles = files(under: "Sources/MVVMCCore", named: "ViewModel")
  static let viewModelTestFiles = files(under: "Tests/MVVMCCoreTests/ViewModels", named: "Tests")

  @Test func theSourcesHaveViewModels() {
    #expect(Self.viewModelFiles.count >= 6)
    #expect(Self.viewModelTestFiles.count >= 6)
  }

  @Test(arguments: viewModelFiles)
  func viewModelImportsNoUI(_ path: String) throws {
    let imports = try Self.imports(of: path)
    #expect(!imports.contains("HeadlessUI"), "\(path) imports HeadlessUI; view models must not know the UI")
    #expect(Set(imports).isSubset(of: ["Domain", "Observation"]), "\(path) imports \(imports)")
  }

  @Test(arguments: viewModelTestFiles)
  func viewModelTestImportsNoUI(_ path: String) throws {
    let imports = try Self.imports(of: path)
    #expect(
      !imports.contains("HeadlessUI") && !imports.contains("HeadlessSwiftUI"),
      "\(path) imports \(imports); view model tests run without UI")
  }
}
