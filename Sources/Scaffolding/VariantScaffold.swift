import Foundation

/// Writes a scaffolded variant into a package: its files, its targets in `Package.swift` and its
/// line in the variant registry.
public enum VariantScaffold {
  /// Writes `template`'s files into the package at `root` and edits its `Package.swift` and
  /// `Sources/VariantRegistry/VariantRegistry.swift`; throws when a file cannot be read or written,
  /// or an anchor of the edits is missing (``PackageEdits/MissingAnchor``).
  public static func write(_ template: VariantTemplate, into root: URL) throws {
    let manager = FileManager.default
    let packageFile = root.appendingPathComponent("Package.swift")
    let registryFile = root.appendingPathComponent("Sources/VariantRegistry/VariantRegistry.swift")
    let package = try PackageEdits.package(String(contentsOf: packageFile, encoding: .utf8), adding: template)
    let registry = try PackageEdits.registry(
      String(contentsOf: registryFile, encoding: .utf8), adding: template)
    for (path, text) in template.files {
      let file = root.appendingPathComponent(path)
      try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    try Data(package.utf8).write(to: packageFile)
    try Data(registry.utf8).write(to: registryFile)
  }
}
