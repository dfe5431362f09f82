/// Owns navigation for one flow: makes the flow's screens and view models, shows them and
/// reacts to their routes. Parents keep their children alive from the moment a flow starts until
/// it ends, whether the app ended it or the container did (back control, swipe-dismiss).
@MainActor
protocol Coordinator: AnyObject {
  /// The flows this one started and that are still running.
  var childCoordinators: [any Coordinator] { get set }

  /// Starts the flow: shows its first screen.
  func start()
}

extension Coordinator {
  /// Keeps `child` alive while its flow runs.
  func addChild(_ child: any Coordinator) {
    guard !childCoordinators.contains(where: { $0 === child }) else { return }
    childCoordinators.append(child)
  }

  /// Lets go of `child` once its flow has ended.
  func removeChild(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }
}
