import Foundation
import Testing

/// MVP's testability, checked on the sources: presenters and the view protocols they talk to know
/// nothing of the UI toolkit, so presenters are tested with spy views and no window.
struct PresenterImportTests {
  /// `<repo>/`, found from this file's path (`<repo>/Tests/MVPAppTests/Architecture/…`).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The presenters and view protocols of `Sources/MVPApp`, relative to the repository.
  static let files: [String] = {
    let root = repository.appendingPathComponent("Sources/MVPApp")
    let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
    return paths.filter { path in
      let name = (path as NSString).lastPathComponent
      return name.contains("Presenter") || (name.hasSuffix("View.swift") && !name.contains("+"))
    }
    .map { "Sources/MVPApp/" + $0 }.sorted()
  }()

  @Test(
    "Every presenter and view protocol imports only Domain and AppContract, never the UI toolkit",
    arguments: files)
  func presenterImportsNoUI(_ path: String) throws {
    let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    let imports = text.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      return words.first == "import" && words.count == 2 ? String(words[1]) : nil
    }
    #expect(Set(imports).isSubset(of: ["Domain", "AppContract"]), "\(path) imports \(imports)")
    #expect(Self.files.count == 12, "six screens: a view protocol and a presenter each")
  }

  @Test(
    "No presenter or view protocol speaks the exported state's shape: only App/StateExporter maps it",
    arguments: files)
  func presenterKnowsNoExportedState(_ path: String) throws {
    let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    for shape in [
      "AppSnapshot", "ListSnapshot", "DetailSnapshot", "CheckoutSnapshot", "BMISnapshot", "LoadPhase",
    ] {
      #expect(!text.contains(shape), "\(path) mentions \(shape)")
    }
  }
}
