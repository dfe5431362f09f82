/// The architectural part a source file plays, decided from its name and folder by
/// ``RoleClassifier``.
public enum CodeRole: String, Codable, CaseIterable, Sendable {
  case viewController = "view-controller"
  case view
  case viewModel = "view-model"
  case coordinator
  case presenter
  case interactor
  case router
  case builder
  /// A reducer or a feature that bundles state, actions and a reducer.
  case reducer
  /// The reducer design's own machinery: store, effects, scoping, test store.
  case store
  /// Services and repositories: the code that talks to the outside world for the app.
  case service
  /// Protocols that tie a module's parts together (VIPER's `…Contract.swift`).
  case contract
  /// Entities and models.
  case entity
  /// The app's entry and shell: the variant type, the tab shell, the scene delegate.
  case app
  case other

  /// The role as a table label: `view controller`, `store/runtime` ….
  public var title: String {
    switch self {
    case .viewController: "view controller"
    case .view: "view"
    case .viewModel: "view model"
    case .coordinator: "coordinator"
    case .presenter: "presenter"
    case .interactor: "interactor"
    case .router: "router"
    case .builder: "builder"
    case .reducer: "reducer/feature"
    case .store: "store/runtime"
    case .service: "service"
    case .contract: "contract"
    case .entity: "entity/model"
    case .app: "app/shell"
    case .other: "other"
    }
  }
}
