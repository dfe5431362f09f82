// MARK: - Judging

extension ChangeCostEngine {
  /// Builds, tests and replays (at ``Depth/full``; only builds at ``Depth/build``) the package
  /// with the shared patch and every variant part that applied (`tree`), and turns each such
  /// part's verdict from `passed` into the first thing that failed, if anything did.
  func judge(
    _ parts: inout [String: VariantChangeOutcome], tree: [String: String?], owners: [String: String],
    request: ChangeRequest
  ) {
    func running() -> [ChangeVariant] { variants.filter { parts[$0.name]?.verdict == .passed } }
    func fail(_ names: [String], _ verdict: ChangeVerdict, _ detail: String) {
      for name in names where parts[name]?.verdict == .passed {
        parts[name]?.verdict = verdict
        parts[name]?.detail = detail
      }
    }
    guard !running().isEmpty else { return }
    guard build(&parts, tree: tree, owners: owners, request: request), depth == .full else { return }
    for variant in running() where (parts[variant.name]?.patch ?? "").isEmpty == false {
      if let failure = workbench.runUnitTests(variant.testTargets) {
        fail([variant.name], .unitTestsFailed, "unit tests fail: \(failure)")
      }
    }
    let names = running().map(\.name)
    guard !names.isEmpty else { return }
    let verdicts = workbench.replay(variants: names)
    if let failure = verdicts.failure {
      fail(names, .acceptanceFailed, "the replays did not run: \(failure)")
      return
    }
    for name in names {
      if let scenario = verdicts.scenarios.first(where: { $0.isAcceptance && $0.failures[name] != nil }) {
        fail(
          [name], .acceptanceFailed, "\(scenario.path): \(scenario.failures[name]!)")
      } else if let scenario = verdicts.scenarios.first(where: { $0.failures[name] != nil }) {
        fail([name], .regressed, "\(scenario.path): \(scenario.failures[name]!)")
      } else if let scenario = verdicts.scenarios.first(where: { $0.oddOnesOut.contains(name) }) {
        fail(
          [name], .disagrees, "\(scenario.path): its trace differs from the others'")
      }
    }
  }

  /// Prepares and builds the copy; a problem in a file of a variant's module fails that
  /// variant's part and the copy is built again without it, once. False when nothing is left to
  /// test (everything failed).
  private func build(
    _ parts: inout [String: VariantChangeOutcome], tree: [String: String?], owners: [String: String],
    request: ChangeRequest
  ) -> Bool {
    func fail(_ names: [String], _ verdict: ChangeVerdict, _ detail: String) {
      for name in names where parts[name]?.verdict == .passed {
        parts[name]?.verdict = verdict
        parts[name]?.detail = detail
      }
    }
    var tree = tree
    // At build depth a failed part's module is left out of the second build: the shared patch
    // may need every variant's part, so its files as they were need not build either.
    var leftOut: Set<String> = []
    for attempt in 1...2 {
      if let problem = workbench.prepare(files: tree, scenarios: request.scenarios, leavingOut: leftOut) {
        fail(
          variants.map(\.name), .buildFailed,
          "the scratch copy could not be prepared: \(problem)")
        return false
      }
      let problems = workbench.build()
      guard let first = problems.first else { return true }
      let blamed = Dictionary(
        problems.compactMap { problem -> (String, String)? in
          guard let path = problem.path, let variant = variants.first(where: { $0.owns(path) }) else {
            return nil
          }
          return (variant.name, problem.text)
        }, uniquingKeysWith: { first, _ in first })
      let blamedRunning = blamed.keys.filter { parts[$0]?.verdict == .passed }
      // A problem no running part's patch can be blamed for fails every part: the shared patch,
      // or a variant without a patch that the shared patch broke.
      let allBlamed = problems.allSatisfy { problem in
        problem.path.map { path in
          blamedRunning.contains { name in
            owners[path] == name || variants.first { $0.name == name }!.owns(path)
          }
        } ?? false
      }
      guard attempt == 1, allBlamed else {
        let owner = first.path.flatMap { path in variants.first { $0.owns(path) } }
        // Without a failed part (its files as they were) the package may not build at all: the
        // shared patch needs that part, so the others cannot be judged (a tool that replays
        // registers every variant, so the module cannot be left out).
        let detail =
          if let owner, parts[owner.name]?.verdict == .buildFailed, attempt == 2 {
            "not judged: the package does not build without \(owner.name)'s part, which the shared patch "
              + "needs: \(first.text)"
          } else {
            "the patched package does not build\(owner.map { " (in \($0.name)'s module)" } ?? ""): \(first.text)"
          }
        fail(variants.map(\.name), .buildFailed, detail)
        return false
      }
      for name in blamedRunning.sorted() {
        fail([name], .buildFailed, "does not build: \(blamed[name]!)")
        for (path, owner) in owners where owner == name { tree[path] = .some(read(path)) }
        if depth == .build, let variant = variants.first(where: { $0.name == name }) {
          leftOut.insert(variant.module)
        }
      }
    }
    return true
  }
}
