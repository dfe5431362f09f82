/// Decides a source file's ``CodeRole`` from its path inside the module, by one ordered rule
/// (the first match wins; Docs/Reports.md documents it):
///
/// 1. a folder named `Runtime` anywhere in the path → store/runtime;
/// 2. the file's type name — the file name without `.swift` and without any `+Concern` or
///    `.Nested` part (`ProductListFeature+State.swift` → `ProductListFeature`) — by its ending,
///    in the order of ``suffixRules`` (`…ViewController` before `…View`, `…ViewModel` before
///    `…Model`; `…HostController`, a SwiftUI view's UIKit host, is a view controller);
/// 3. the type name `Store`, `Effect`, `Scope` or `TestStore`, alone or followed by a capital
///    (`StoreOf`, `EffectRunner`) → store/runtime;
/// 4. the type name `AppDelegate` or `SceneDelegate`, or ending in `App` or `Shell` → app/shell;
/// 5. the innermost folder in ``folderRules`` → its role;
/// 6. otherwise → other.
public enum RoleClassifier {
  /// Type-name endings and their roles, checked in this order.
  public static let suffixRules: [(suffix: String, role: CodeRole)] = [
    ("ViewController", .viewController), ("HostController", .viewController),
    ("ViewModel", .viewModel),
    ("Coordinator", .coordinator),
    ("Presenter", .presenter),
    ("Interactor", .interactor),
    ("Router", .router), ("Wireframe", .router),
    ("Builder", .builder), ("Assembly", .builder),
    ("Feature", .reducer), ("Reducer", .reducer),
    ("Service", .service), ("Repository", .service), ("Client", .service),
    ("Contract", .contract),
    ("View", .view), ("Cell", .view),
    ("Entity", .entity), ("Model", .entity),
  ]

  /// Type names that belong to the reducer design's runtime, alone or followed by a capital.
  public static let runtimePrefixes = ["TestStore", "Store", "Effect", "Scope"]

  /// Folder names and their roles, used when the file's name says nothing.
  public static let folderRules: [String: CodeRole] = [
    "App": .app, "Shell": .app,
    "Services": .service,
    "Entities": .entity, "Entity": .entity, "Models": .entity, "Model": .entity,
    "Views": .view,
  ]

  /// The role of the file at `relativePath` (`Products/ProductListViewController.swift`), the
  /// path relative to the module's folder.
  public static func role(forRelativePath relativePath: String) -> CodeRole {
    // By bytes: `/` is ASCII, and splitting by characters cost more than the rest of the rule.
    let components = relativePath.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
    let folders = components.dropLast()
    if folders.contains("Runtime") { return .store }
    let name = typeName(ofFile: String(components.last ?? ""))
    if let rule = suffixRules.first(where: { endsWith(name, $0.suffix) }) { return rule.role }
    if runtimePrefixes.contains(where: { startsWord(name, with: $0) }) { return .store }
    if name == "AppDelegate" || name == "SceneDelegate" || endsWith(name, "App") || endsWith(name, "Shell") {
      return .app
    }
    for folder in folders.reversed() {
      if let role = folderRules[String(folder)] { return role }
    }
    return .other
  }

  /// The file name without `.swift` and without a `+Concern` or `.Nested` part.
  static func typeName(ofFile fileName: String) -> String {
    let bytes = fileName.utf8
    let stem = endsWith(fileName, ".swift") ? bytes.dropLast(".swift".utf8.count) : bytes[...]
    // By bytes: `+` and `.` are ASCII, never part of another character's UTF-8.
    let end = stem.firstIndex { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") } ?? stem.endIndex
    return String(Substring(stem[..<end]))
  }

  /// True when `name`'s UTF-8 ends with `suffix`'s: the endings are ASCII, and comparing bytes
  /// spares a comparison by characters for each rule and file (a run classifies every file).
  private static func endsWith(_ name: String, _ suffix: String) -> Bool {
    var name = name
    var suffix = suffix
    return name.withUTF8 { name in
      suffix.withUTF8 { suffix in
        name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
      }
    }
  }

  /// True when `name` is `prefix`, or `prefix` followed by a capital letter.
  private static func startsWord(_ name: String, with prefix: String) -> Bool {
    guard name.utf8.starts(with: prefix.utf8) else { return false }
    guard let next = name.dropFirst(prefix.count).first else { return true }
    return next.isUppercase
  }
}
