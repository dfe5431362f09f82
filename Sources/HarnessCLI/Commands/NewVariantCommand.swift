import Foundation
import Runs
import Scaffolding
import Terminal

/// `arch-harness new-variant NAME`: scaffolds a fifth (sixth …) variant — a module with the
/// plug-in conformance and a four-tab shell, a test target with one passing test, its line in the
/// registry and its entries in `Package.swift` — and prints the next steps.
enum NewVariantCommand {
  static let spec = CommandSpec(
    name: "new-variant", abstract: "Scaffold a new variant module, its tests and its registration.",
    usage: "new-variant NAME [--name VARIANT] [--era uikit|swiftui] [--package DIR]",
    options: [
      OptionSpec(
        name: "name", valueName: "VARIANT",
        help:
          "The variant's name in reports and for --variant, like mvc-massive (default: NAME in lower case)."),
      OptionSpec(
        name: "era", valueName: "ERA",
        help:
          "uikit: view controllers on HeadlessUI (the default); swiftui: views on HeadlessSwiftUI in a "
          + "hosted TabView."),
      OptionSpec(
        name: "package", valueName: "DIR",
        help: "The package to add it to (default: the folder holding Scenarios, found from here up)."),
    ],
    positionalHelp: [("NAME", "The variant's name in UpperCamelCase, like Mvp: module MvpApp, variant mvp.")],
    discussion: """
      Writes Sources/<NAME>App/, Tests/<NAME>AppTests/, a line in Sources/VariantRegistry, and the
      targets in Package.swift. Nothing is overwritten: an existing module or variant name is an
      error. The new variant fails the scenarios until its screens are built.
      Exit status: 0 written, 2 bad usage.
      """)

  static func run(_ arguments: ParsedArguments, variants: VariantCatalog) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
      throw UsageError("new-variant needs exactly one NAME, like `new-variant Mvp`")
    }
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }),
      name.count <= 40
    else {
      throw UsageError(
        "'\(name)' is not an UpperCamelCase name of ASCII letters and digits, like Mvp or MvcMassive")
    }
    let variantName = arguments.value("name")
    if let variantName, !isVariantName(variantName) {
      throw UsageError(
        "'\(variantName)' is not a variant name of lower-case ASCII letters and digits in parts joined by "
          + "single hyphens, like mvp or mvc-massive")
    }
    let eraText = arguments.value("era") ?? VariantTemplate.Era.uikit.rawValue
    guard let era = VariantTemplate.Era(rawValue: eraText) else {
      throw UsageError("option '--era' needs uikit or swiftui, not '\(eraText)'")
    }
    let template = VariantTemplate(stem: name, commandName: variantName, era: era)
    if variants.variant(named: template.commandName) != nil {
      throw UsageError("a variant called '\(template.commandName)' is already registered")
    }
    let root = try packageRoot(arguments)
    let manager = FileManager.default
    for folder in ["Sources/\(template.module)", "Tests/\(template.testModule)"]
    where manager.fileExists(atPath: root.appendingPathComponent(folder).path) {
      throw UsageError("'\(folder)' already exists in \(root.path)")
    }
    do {
      try VariantScaffold.write(template, into: root)
    } catch {
      throw UsageError("could not scaffold: \(error)")
    }
    for (path, _) in template.files { Console.out("created \(path)") }
    Console.out("edited Package.swift and Sources/VariantRegistry/VariantRegistry.swift")
    Console.out(
      """

      Next steps:
        1. swift format -i -r Package.swift Sources/VariantRegistry   # lays out the inserted lines
        2. swift build && swift test --filter \(template.testModule)
        3. swift run arch-harness replay --variant \(template.commandName)   # every scenario fails, honestly
        4. Build the screens of Docs/AppSpec.md in the pattern's own idiom, a tab at a time, with unit
           tests in Tests/\(template.testModule), until `swift run arch-harness` says all agree.
        5. Describe the pattern in Docs/Variants/\(template.stem).md.
      """)
    return ExitCode.success
  }

  /// `mvp`, `mvc-massive`: a letter, then lower-case letters and digits, in parts joined by single
  /// hyphens.
  private static func isVariantName(_ name: String) -> Bool {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    return name.first.map { ("a"..."z").contains($0) } == true
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  private static func packageRoot(_ arguments: ParsedArguments) throws(UsageError) -> URL {
    if let given = arguments.value("package") { return URL(fileURLWithPath: given, isDirectory: true) }
    return ScenarioCatalog.packageRoot(of: try ScenarioCatalog.root(from: arguments))
  }
}
