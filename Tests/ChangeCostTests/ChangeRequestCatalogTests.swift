import ChangeCost
import Foundation
import Testing

/// The change requests are read from their folders; anything that is not one is refused by name.
@Suite struct ChangeRequestCatalogTests {
  /// A fresh folder holding `files` (path → text).
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("crs-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  @Test func changeRequestsAreReadInNumberOrderWithTheirPatchesAndScenarios() throws {
    let root = try folder([
      "README.md": "how to add one",
      "02-b/README.md": "# 02 — B\n",
      "01-a/README.md": "intro\n# 01 — A third standard\n",
      "01-a/shared.patch": "",
      "01-a/mvc.patch": "",
      "01-a/mvp.patch": "",
      "01-a/Scenarios/a.scenario": "scenario: a",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let requests = try ChangeRequestCatalog.load(
      root: root, shownRoot: "ChangeRequests", variants: ["mvc", "mvp"])
    #expect(requests.map(\.id) == ["01-a", "02-b"])
    #expect(requests.map(\.title) == ["01 — A third standard", "02 — B"])
    #expect(requests[0].variantPatches.keys.sorted() == ["mvc", "mvp"])
    #expect(requests[0].sharedPatch?.lastPathComponent == "shared.patch")
    #expect(requests[0].scenarios?.lastPathComponent == "Scenarios")
    #expect(requests[1].sharedPatch == nil)
    #expect(requests[1].variantPatches.isEmpty)
  }

  @Test func noChangeRequestsFolderIsNoChangeRequests() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString)")
    #expect(try ChangeRequestCatalog.load(root: missing, shownRoot: "ChangeRequests", variants: []) == [])
  }

  @Test(
    arguments: [
      (
        ["1-a/README.md": ""],
        "ChangeRequests/1-a: error: a change request's folder is named NN-words (two digits, a dash, lower-case words and dashes), as 01-asia-pacific-bmi"
      ),
      (
        ["01-a/mcv.patch": "", "01-a/README.md": ""],
        "ChangeRequests/01-a/mcv.patch: error: no variant is called 'mcv'; variants: mvc, mvp"
      ),
      (
        ["01-a/shared.patch": ""],
        "ChangeRequests/01-a: error: no README.md: a change request starts with its brief"
      ),
      (
        ["01-a/README.md": "", "01-a/notes.txt": ""],
        "ChangeRequests/01-a/notes.txt: error: a change request holds README.md, shared.patch, <variant>.patch files and Scenarios/"
      ),
      (
        ["notes.txt": ""],
        "ChangeRequests/notes.txt: error: only change-request folders and README.md belong here"
      ),
    ])
  func whatIsNotAChangeRequestIsRefusedByName(files: [String: String], message: String) throws {
    let root = try folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: ChangeRequestError.self) {
      try ChangeRequestCatalog.load(root: root, shownRoot: "ChangeRequests", variants: ["mvc", "mvp"])
    }
    do {
      _ = try ChangeRequestCatalog.load(root: root, shownRoot: "ChangeRequests", variants: ["mvc", "mvp"])
    } catch {
      #expect(error.description == message)
    }
  }
}
