import Foundation

extension Notification.Name {
  /// A controller changed ``AppData/favorites`` or ``AppData/pendingFavorites``.
  static let favoritesDidChange = Notification.Name("MassiveMVC.favoritesDidChange")
  /// A favourite toggle started, on any screen: every screen clears its favourite error.
  static let favoriteToggleDidStart = Notification.Name("MassiveMVC.favoriteToggleDidStart")
  /// The checkout placed an order.
  static let orderDidPlace = Notification.Name("MassiveMVC.orderDidPlace")
  /// The BMI form saved a record.
  static let bmiRecordDidSave = Notification.Name("MassiveMVC.bmiRecordDidSave")
}

extension NotificationCenter {
  /// Runs `handler` for every `name` posted. The app's controllers post on the main actor only,
  /// and a block observer without a queue runs on the poster's thread, so `handler` runs there.
  func addMainActorObserver(
    forName name: Notification.Name, handler: @escaping @MainActor () -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: nil, queue: nil) { _ in
      MainActor.assumeIsolated { handler() }
    }
  }
}
