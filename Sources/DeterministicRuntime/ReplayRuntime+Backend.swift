extension ReplayRuntime {
  /// Why replays cannot run in this process (a build without a backend, a system whose runtime
  /// has neither, or a bad ``ReplayBackend/environmentVariable``), or nil when ``install()`` will
  /// succeed. Asking installs nothing.
  public static var unavailableReason: String? {
    switch ReplayBackend.chosenHere {
    case .backend: nil
    case .unavailable(let reason), .badValue(let reason): reason
    }
  }

  /// The message for a ``ReplayBackend/environmentVariable`` that names no backend (a usage
  /// error, unlike a backend missing here), or nil.
  public static var backendVariableError: String? {
    guard case .badValue(let message) = ReplayBackend.chosenHere else { return nil }
    return message
  }

  /// The backend replays use in this process: the installed one, or before ``install()`` the one
  /// it would install (the same in every worker a run starts); nil where none can run.
  public static var backend: ReplayBackend? {
    if let installed = DeterministicExecutor.backend { return installed }
    guard case .backend(let backend) = ReplayBackend.chosenHere else { return nil }
    return backend
  }
}
