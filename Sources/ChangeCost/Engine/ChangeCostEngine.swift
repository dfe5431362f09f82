import Foundation

/// Applies one change request to every variant and judges each variant's part: the shared patch,
/// then every variant's patch onto it, one build, the touched variants' unit tests, and the
/// acceptance scenarios with the whole patched corpus replayed on every variant. A variant's part
/// counts only when its acceptance scenarios pass, nothing else of it regresses, and it agrees
/// with every other variant that has the change.
public struct ChangeCostEngine {
  /// The variants, in report order.
  public var variants: [ChangeVariant]
  /// The package's files as they are (repository-relative path → text; nil for none).
  public var read: (String) -> String?
  public var workbench: any ChangeWorkbench
  /// How a file of the change request is shown in messages (`ChangeRequests/01-a/mvc.patch`).
  public var shown: (URL) -> String
  /// How far a part is judged.
  public var depth: Depth

  /// How far the engine judges each variant's part.
  public enum Depth: Sendable {
    /// Applied, built, unit-tested and replayed: `passed` means the part counts.
    case full
    /// Applied and built only (a quick check that patches have not rotted): `passed` means the
    /// part applied and the patched package built with it; nothing was tested or replayed.
    case build
  }

  public init(
    variants: [ChangeVariant], read: @escaping (String) -> String?, workbench: any ChangeWorkbench,
    shown: @escaping (URL) -> String, depth: Depth = .full
  ) {
    self.variants = variants
    self.read = read
    self.workbench = workbench
    self.shown = shown
    self.depth = depth
  }

  /// The outcome of `request`.
  public func measure(_ request: ChangeRequest) -> ChangeOutcome {
    var outcome = ChangeOutcome(id: request.id, title: request.title, shared: ChangeFigures(), variants: [])
    // The shared patch first: when it does not apply, no variant's part can be judged.
    var tree: [String: String?] = [:]
    if let shared = request.sharedPatch {
      switch patchChanges(shared, over: [:]) {
      case .failure(let message):
        outcome.variants = variants.map {
          VariantChangeOutcome(variant: $0.name, verdict: .doesNotApply, detail: message)
        }
        return outcome
      case .success(let changes, _):
        outcome.shared = ChangeFigures.measure(
          changes, isTest: ChangeVariant.isTest, role: ChangeVariant.role)
        tree = Self.overlay(changes, on: tree)
      }
    }
    var parts: [String: VariantChangeOutcome] = [:]
    var owners: [String: String] = [:]
    var patched = tree
    for variant in variants {
      guard let url = request.variantPatches[variant.name] else {
        parts[variant.name] = VariantChangeOutcome(variant: variant.name, verdict: .notWritten)
        continue
      }
      switch patchChanges(url, over: tree) {
      case .failure(let message):
        parts[variant.name] = VariantChangeOutcome(
          variant: variant.name, verdict: .doesNotApply, detail: message)
      case .success(let changes, let text):
        if let stray = Self.paths(of: changes).first(where: { !variant.owns($0) || owners[$0] != nil }) {
          let whose =
            owners[stray].map { "\($0)'s patch changes it too" }
            ?? "it is not \(variant.name)'s: shared changes go in shared.patch"
          parts[variant.name] = VariantChangeOutcome(
            variant: variant.name, verdict: .doesNotApply,
            detail: "\(shown(url)): error: the patch changes '\(stray)', but \(whose)", patch: text)
          continue
        }
        for path in Self.paths(of: changes) { owners[path] = variant.name }
        patched = Self.overlay(changes, on: patched)
        parts[variant.name] = VariantChangeOutcome(
          variant: variant.name, verdict: .passed,
          figures: ChangeFigures.measure(changes, isTest: ChangeVariant.isTest, role: ChangeVariant.role),
          patch: text)
      }
    }
    judge(&parts, tree: patched, owners: owners, request: request)
    outcome.variants = variants.compactMap { parts[$0.name] }
    return outcome
  }

  // MARK: - Patches

  /// The changes of the patch at `url` over the package with `tree` applied, and the patch's text.
  func patchChanges(_ url: URL, over tree: [String: String?]) -> AppliedPatch {
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
      return .failure("\(shown(url)): error: cannot read the patch as UTF-8 text")
    }
    do {
      let files = try UnifiedDiffParser.parse(text, path: shown(url))
      let changes = try PatchApplier.apply(
        files, patchPath: shown(url), reading: { path in tree.keys.contains(path) ? tree[path]! : read(path) }
      )
      return .success(changes, text)
    } catch let error as PatchSyntaxError {
      return .failure(error.description)
    } catch {
      return .failure("\(error)")
    }
  }

  /// A patch applied (its changes and its text), or why it could not be.
  enum AppliedPatch {
    case success([FileChange], String)
    case failure(String)
  }

  /// `tree` with `changes` written over it (a deletion or a rename's old path as nil).
  static func overlay(_ changes: [FileChange], on tree: [String: String?]) -> [String: String?] {
    var tree = tree
    for change in changes {
      if let old = change.oldPath, old != change.newPath { tree[old] = .some(nil) }
      if let new = change.newPath { tree[new] = .some(change.after) }
    }
    return tree
  }

  /// Every path `changes` touch, old and new.
  static func paths(of changes: [FileChange]) -> [String] {
    changes.flatMap { [$0.oldPath, $0.newPath].compactMap { $0 } }
  }
}
