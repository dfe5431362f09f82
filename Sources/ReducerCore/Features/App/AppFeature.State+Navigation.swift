import AppContract
import Domain
import ReducerRuntime

/// The part of the app state the containers mirror: which tab, which detail, whether checkout is
/// presented. The navigation sync observes only this.
public struct NavigationState: Equatable, Sendable {
  public var selectedTab: Tab
  /// The stack id of the detail on top of the Products stack.
  public var detailID: StackElementID?
  public var isCheckoutPresented: Bool
}

extension AppFeature.State {
  /// What the containers must show.
  public var navigation: NavigationState {
    NavigationState(
      selectedTab: selectedTab, detailID: path.ids.last, isCheckoutPresented: checkout != nil)
  }
}
