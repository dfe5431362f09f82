import HeadlessUI

/// Says which screen shows a route of type `Route` in the enclosing ``NavigationStack``
/// (``View/navigationDestination(for:destination:)``). Declared on any screen of the stack; the
/// latest declaration for a route type wins.
public struct NavigationDestinationModifier<Route: Hashable, Destination: View>: ViewModifier,
  PrimitiveModifier
{
  public typealias Body = Never
  let destination: @MainActor (Route) -> Destination

  func update<Content: View>(_ node: Node, content: Content) {
    if let registry = node.environment.navigationDestinations {
      let destination = destination
      registry.builders[ObjectIdentifier(Route.self)] = { route in
        (route as? Route).map { AnyView(destination($0)) }
      }
    }
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// Shows `destination(route)` for each route of type `Route` in the enclosing stack's path.
  public func navigationDestination<Route: Hashable, Destination: View>(
    for route: Route.Type, @ViewBuilder destination: @escaping @MainActor (Route) -> Destination
  ) -> ModifiedContent<Self, NavigationDestinationModifier<Route, Destination>> {
    modifier(NavigationDestinationModifier(destination: destination))
  }
}

/// The destinations declared in one stack, by route type.
@MainActor
final class DestinationRegistry {
  var builders: [ObjectIdentifier: @MainActor (Any) -> AnyView?] = [:]
  var environment: EnvironmentValues

  init(environment: EnvironmentValues) { self.environment = environment }

  /// A new screen for `route`; an empty one named `no-destination`, and a problem reported, when no destination for
  /// its type was declared.
  func screen<Route: Hashable>(for route: Route) -> ViewController {
    var screenEnvironment = environment
    screenEnvironment.navigationDestinations = self
    guard let view = builders[ObjectIdentifier(Route.self)]?(route) else {
      report?("no navigationDestination for \(Route.self) `\(route)`; an empty screen was shown")
      return ScreenHosting.host(EmptyView().screenName("no-destination"), environment: screenEnvironment)
    }
    return ScreenHosting.host(view, environment: screenEnvironment)
  }

  /// Reports a problem to the window the stack is in.
  var report: (@MainActor (String) -> Void)?
}

extension EnvironmentValues {
  /// The destinations of the stack a screen is in.
  var navigationDestinations: DestinationRegistry? {
    get { self[DestinationsKey.self] }
    set { self[DestinationsKey.self] = newValue }
  }
}

private enum DestinationsKey: EnvironmentKey {
  static var defaultValue: DestinationRegistry? { nil }
}
