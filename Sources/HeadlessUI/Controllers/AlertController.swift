/// An alert or an action sheet, like `UIAlertController`: a modal screen named `alert` (or
/// `dialog` for ``Style/actionSheet``) that a swipe cannot dismiss, showing its title
/// (`label alert.title`), its message (`label alert.message`) and a button per action. Tapping an
/// action dismisses the alert, then runs the action's handler, as UIKit does.
///
/// It renders exactly as `HeadlessSwiftUI`'s `.alert(_:isPresented:actions:message:)` does, so a
/// scenario reads an alert the same way in both eras.
@MainActor
public final class AlertController: ViewController {
  /// An alert in the middle of the screen, or an action sheet (a confirmation dialog).
  public enum Style: Sendable {
    case alert
    case actionSheet

    /// The screen's name and the prefix of its elements' identifiers.
    var name: String { self == .alert ? "alert" : "dialog" }
  }

  /// One button of the alert.
  public struct Action {
    public let identifier: String
    public let title: String
    public let handler: (@MainActor () -> Void)?

    /// An action with the button `identifier` reading `title`, running `handler` after the
    /// alert is dismissed.
    public init(identifier: String, title: String, handler: (@MainActor () -> Void)? = nil) {
      self.identifier = identifier
      self.title = title
      self.handler = handler
    }
  }

  public let style: Style
  public let message: String?
  public private(set) var actions: [Action] = []
  private let heading: String

  /// An alert titled `title`, with an optional message; add its buttons with ``addAction(_:)``.
  public init(title: String, message: String? = nil, style: Style = .alert) {
    heading = title
    self.message = message
    self.style = style
    super.init()
    isModalInPresentation = true
  }

  override public var screenName: String { style.name }

  /// Adds a button; in the order added.
  public func addAction(_ action: Action) {
    actions.append(action)
    if isViewLoaded { view.addSubview(button(for: action)) }
  }

  override public func makeView() -> View {
    let view = View()
    view.addSubview(Label(identifier: "\(style.name).title", text: heading))
    if let message { view.addSubview(Label(identifier: "\(style.name).message", text: message)) }
    for action in actions { view.addSubview(button(for: action)) }
    return view
  }

  private func button(for action: Action) -> Button {
    let button = Button(identifier: action.identifier, title: action.title)
    button.addAction { [weak self] in
      guard let self else { return }
      self.dismiss { action.handler?() }
    }
    return button
  }
}
