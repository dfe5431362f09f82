import Foundation

/// Reads the change requests of a `ChangeRequests/` folder, in the order of their numbers.
public enum ChangeRequestCatalog {
  /// The change requests under `root` (shown as `shownRoot` in messages), whose patches may name
  /// only `variants`. No folder at all is no change requests; anything else that is not a change
  /// request (a file other than `README.md`, a folder not named `NN-name`, a patch for no known
  /// variant) is an error, so a typo is never skipped in silence.
  public static func load(
    root: URL, shownRoot: String, variants: Set<String>
  ) throws(ChangeRequestError) -> [ChangeRequest] {
    let files = FileManager.default
    guard let entries = try? files.contentsOfDirectory(atPath: root.path) else { return [] }
    var requests: [ChangeRequest] = []
    for entry in entries.sorted() where entry != "README.md" && !entry.hasPrefix(".") {
      let shown = "\(shownRoot)/\(entry)"
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: root.appendingPathComponent(entry).path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw ChangeRequestError(
          path: shown, message: "only change-request folders and README.md belong here")
      }
      guard isChangeRequestName(entry) else {
        throw ChangeRequestError(
          path: shown,
          message:
            "a change request's folder is named NN-words (two digits, a dash, lower-case words and dashes), as 01-asia-pacific-bmi"
        )
      }
      requests.append(
        try request(at: root.appendingPathComponent(entry), id: entry, shown: shown, variants: variants))
    }
    return requests
  }

  /// `NN-words`: two digits, a dash, then lower-case letters, digits and dashes.
  static func isChangeRequestName(_ name: String) -> Bool {
    let characters = Array(name.utf8)
    guard characters.count > 3, characters[0...1].allSatisfy({ $0 >= 48 && $0 <= 57 }), characters[2] == 45
    else { return false }
    return characters[3...].allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
  }

  static func request(
    at folder: URL, id: String, shown: String, variants: Set<String>
  ) throws(ChangeRequestError) -> ChangeRequest {
    let files = FileManager.default
    let entries = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
    guard entries.contains("README.md") else {
      throw ChangeRequestError(path: shown, message: "no README.md: a change request starts with its brief")
    }
    var patches: [String: URL] = [:]
    var shared: URL?
    var scenarios: URL?
    for entry in entries.sorted() where entry != "README.md" && !entry.hasPrefix(".") {
      let url = folder.appendingPathComponent(entry)
      if entry == "Scenarios" {
        scenarios = url
      } else if entry == "shared.patch" {
        shared = url
      } else if entry.hasSuffix(".patch") {
        let variant = String(entry.dropLast(".patch".count))
        guard variants.contains(variant) else {
          throw ChangeRequestError(
            path: "\(shown)/\(entry)",
            message:
              "no variant is called '\(variant)'; variants: \(variants.sorted().joined(separator: ", "))")
        }
        patches[variant] = url
      } else {
        throw ChangeRequestError(
          path: "\(shown)/\(entry)",
          message: "a change request holds README.md, shared.patch, <variant>.patch files and Scenarios/")
      }
    }
    let brief = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let heading = brief.split(separator: "\n").first { $0.hasPrefix("# ") }
    let title = heading.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) } ?? id
    return ChangeRequest(
      id: id, title: title, folder: folder, sharedPatch: shared, variantPatches: patches, scenarios: scenarios
    )
  }
}
