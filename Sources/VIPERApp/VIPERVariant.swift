import AppContract
import HeadlessUI

/// The app built with VIPER: every screen is a module of View, Interactor, Presenter, Entity
/// (Domain's models) and Router, assembled by a Builder; an app wireframe owns the shell.
public final class VIPERVariant: AppVariant {
  public static let name = "viper"
  public static let displayName = "VIPER"

  let dependencies: AppDependencies
  let wireframe: AppWireframe

  /// Builds the shell into `window` and makes the deep-link handler its scene delegate.
  public init(environment: AppEnvironment, window: Window) {
    dependencies = AppDependencies(environment: environment)
    wireframe = AppWireframe(dependencies: dependencies)
    wireframe.install(in: window)
    window.sceneDelegate = DeepLinkHandler(wireframe: wireframe, payments: dependencies.payments)
  }

  public func exportState() -> AppSnapshot {
    AppStateExporter(wireframe: wireframe).snapshot()
  }
}
