import CodeMetrics
import Foundation
import Mutation
import ScratchPackages

/// A mutation site left out because its rewrite did not compile: the file, a digest of its text
/// (a changed file is tried again) and the site's index in the file.
struct SkippedSite: Hashable {
  let file: String
  let digest: String
  let index: Int

  /// FNV-1a of the text and the mutator's version, in hex: stable from run to run.
  static func digest(_ text: String) -> String {
    var hash = FNV1a()
    hash.add("\(Mutator.version)\n\(text)")
    return hash.hex
  }

  /// The list kept in the scratch folder, one `file<TAB>digest<TAB>index` a line.
  static func load(from url: URL) -> Set<SkippedSite> {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(
      text.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t")
        guard fields.count == 3, let index = Int(fields[2]) else { return nil }
        return SkippedSite(file: String(fields[0]), digest: String(fields[1]), index: index)
      })
  }

  static func save(_ sites: Set<SkippedSite>, to url: URL) {
    let lines = sites.map { "\($0.file)\t\($0.digest)\t\($0.index)" }.sorted()
    try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
  }
}
