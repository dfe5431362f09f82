import HeadlessUI

/// Presents a sheet while a binding says so (``View/sheet(isPresented:content:)``,
/// ``View/sheet(item:content:)``), as HeadlessUI modal presentation on the screen's container.
///
/// The sheet's content is a modal: a ``NavigationStack`` is presented as its navigation
/// controller, anything else as a hosting controller (`present <screen>`, `dismiss <screen>`).
/// Each presentation is a new identity: for `item`, a new `id` dismisses the old sheet and
/// presents a new one, and the content's state lives as long as its sheet. A swipe that
/// dismisses the sheet writes back `false` (or `nil`); ``View/interactiveDismissDisabled(_:)``
/// in the content refuses the swipe while it is true.
public struct SheetModifier<SheetContent: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  /// The identity of the sheet to show, if any, read (and so tracked) in the update.
  let identity: @MainActor () -> AnyHashable?
  let content: @MainActor () -> SheetContent?
  let dismiss: @MainActor () -> Void

  func update<Content: View>(_ node: Node, content modified: Content) {
    let wanted = node.tracking { identity() }
    let sheetContent = wanted == nil ? nil : content()
    let isContainer = sheetContent is any ControllerProviding
    node.reconcileChildren { children in
      children.update(key: 0, modified)
      if let sheetContent, let wanted, isContainer {
        children.identifier = nil
        children.update(key: .id(SheetKey(identity: wanted)), sheetContent)
      }
    }
    let presenter = node.attachment as? SheetPresenter ?? SheetPresenter(graph: node.graph)
    node.attachment = presenter
    presenter.writeBack = dismiss
    presenter.wanted = wanted
    presenter.container = isContainer ? node.children.dropFirst().first?.firstProvidedController() : nil
    presenter.content = sheetContent.map { ScreenHosting.rootView($0, environment: node.environment) }
    let lifecycle = node.ensuredLifecycle
    lifecycle.appearActions = [
      { [weak presenter] in if let presenter { NavigationTransaction.shared.enqueue(presenter) } }
    ]
    if presenter.needsTransaction { NavigationTransaction.shared.enqueue(presenter) }
    node.graph.pendingActions.append { [weak presenter] in presenter?.updateHostedContent() }
  }

  private struct SheetKey: Hashable {
    let identity: AnyHashable
  }
}

/// Presents and dismisses one sheet's controller so that what is on screen follows the binding,
/// and writes the binding back when the user swipes the sheet away.
@MainActor
final class SheetPresenter: ContainerSync, PresentationControllerDelegate {
  unowned let graph: ViewGraph
  var wanted: AnyHashable?
  /// The sheet's container controller, when its content is a container.
  var container: ViewController?
  /// The sheet's content, hosted as one screen when it is not a container.
  var content: AnyView?
  var writeBack: (@MainActor () -> Void)?
  private var shown: (identity: AnyHashable, controller: ViewController)?

  init(graph: ViewGraph) { self.graph = graph }

  var needsTransaction: Bool { shown?.identity != wanted }

  var isOnSelectedTab: Bool { true }

  func apply(_ phase: NavigationTransaction.Phase, wasOnSelectedTab: Bool) {
    switch phase {
    case .dismiss:
      guard let shown, shown.identity != wanted else { return }
      self.shown = nil
      if shown.controller.presentingViewController != nil { shown.controller.dismiss() }
    case .present:
      guard shown == nil, let wanted, graph.isVisible, let host = graph.host, host.window != nil else {
        return
      }
      let controller: ViewController
      if let container {
        controller = container
      } else if let content {
        let hosted = HostingController(rootView: content)
        hosted.loadViewIfNeeded()
        controller = hosted
      } else {
        return
      }
      shown = (wanted, controller)
      host.present(controller)
      controller.presentationController.delegate = self
    default:
      return
    }
  }

  /// Gives a hosted sheet that is up the content of the latest update.
  func updateHostedContent() {
    guard let hosted = shown?.controller as? HostingController<AnyView>, let content,
      shown?.identity == wanted
    else { return }
    hosted.rootView = content
  }

  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    shown = nil
    writeBack?()
  }
}

/// Refuses a swipe on the sheet this view is in while `isDisabled` is true
/// (``View/interactiveDismissDisabled(_:)``): the screen's `isModalInPresentation`.
public struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let isDisabled: Bool

  func update<Content: View>(_ node: Node, content: Content) {
    if let host = node.graph.host, host.isModalInPresentation != isDisabled {
      host.isModalInPresentation = isDisabled
    }
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> ModifiedContent<Self, SheetModifier<Content>> {
    modifier(
      SheetModifier(
        identity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        content: { content() }, dismiss: { isPresented.wrappedValue = false }))
  }

  /// Presents `content(item)` as a sheet while `item` is not nil; a new `id` is a new sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> ModifiedContent<Self, SheetModifier<Content>> {
    modifier(
      SheetModifier(
        identity: { item.wrappedValue.map { AnyHashable($0.id) } },
        content: { item.wrappedValue.map(content) }, dismiss: { item.wrappedValue = nil }))
  }

  /// Refuses the user's swipe on the sheet this view is in while `isDisabled` is true.
  public func interactiveDismissDisabled(
    _ isDisabled: Bool = true
  ) -> ModifiedContent<Self, InteractiveDismissModifier> {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }
}
