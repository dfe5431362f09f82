import AppContract
import Domain
import Foundation

/// The data every screen shares, and nothing else: a plain mutable model with no behaviour, the
/// kind of object a massive-view-controller codebase kept in a `DataManager.shared` singleton. The
/// view controllers read and write it directly and post a notification when they changed it.
///
/// The app delegate (``MassiveMVCVariant``) makes one per app and hands it to every controller it
/// creates, with the ``notificationCenter`` they post to: a per-app centre rather than
/// `NotificationCenter.default`, so that two apps in one process (tests, replays) never hear each
/// other.
@MainActor
final class AppData {
  /// The last favourite state the API confirmed, per product the app has heard of, in a table
  /// that keeps its exported text up to date as states change (a dictionary otherwise).
  var favorites = FavoriteTable()
  /// Products whose `setFavorite` request is in flight.
  var pendingFavorites: Set<ProductID> = []
  /// Where the controllers tell each other what they changed (names in `Notification+App.swift`).
  let notificationCenter = NotificationCenter()
}
