import HeadlessUI

/// A view that is a HeadlessUI container rather than views on a screen: ``NavigationStack`` and
/// ``TabView`` (with any modifiers). A tab's or a sheet's content that is one becomes that
/// container; any other content is hosted as one screen.
@MainActor
protocol ControllerProviding {}

extension ModifiedContent: ControllerProviding where Content: ControllerProviding {}

extension Node {
  /// The container controller this node is (a stack's navigation controller, a tab view's tab
  /// bar controller), if any.
  var providedController: ViewController? {
    (attachment as? any ControllerOwner)?.controller
  }

  /// The first container controller at or under this node, in tree order.
  func firstProvidedController() -> ViewController? {
    if let controller = providedController { return controller }
    for child in children {
      if let controller = child.firstProvidedController() { return controller }
    }
    return nil
  }
}

/// A node's attachment that owns a container controller.
@MainActor
protocol ControllerOwner: AnyObject {
  var controller: ViewController { get }
}

/// Makes hosting controllers for the screens of containers: each gets the environment of the
/// place it is declared, and loads its view at once so that its screen name (and the
/// destinations it declares) are known before it is shown.
@MainActor
enum ScreenHosting {
  static func host<Content: View>(
    _ content: Content, environment: EnvironmentValues
  ) -> HostingController<AnyView> {
    let controller = HostingController(rootView: rootView(content, environment: environment))
    controller.loadViewIfNeeded()
    return controller
  }

  static func rootView<Content: View>(_ content: Content, environment: EnvironmentValues) -> AnyView {
    AnyView(content.modifier(EnvironmentModifier { $0 = environment }))
  }
}
