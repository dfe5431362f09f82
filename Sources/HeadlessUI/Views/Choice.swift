/// A choice between a few options, like `UISegmentedControl`.
@MainActor
public final class Choice: View {
  public let options: [String]
  public var selectedIndex: Int {
    didSet { if selectedIndex != oldValue { setNeedsRender() } }
  }
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsRender() } }
  }
  private var actions: [@MainActor () -> Void] = []

  public init(identifier: String? = nil, options: [String], selectedIndex: Int = 0) {
    self.options = options
    self.selectedIndex = selectedIndex
    super.init(identifier: identifier)
  }

  /// The selected option's text.
  public var selectedOption: String { options[selectedIndex] }

  /// Adds a handler run when the user picks another option (`.valueChanged`).
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.append(handler)
  }

  /// Selects `option` as a user would; handlers run only when the selection changes.
  func userChose(_ option: String) {
    guard let index = options.firstIndex(of: option), index != selectedIndex else { return }
    selectedIndex = index
    for action in actions { action() }
  }

  override public var kind: String? { "choice" }
  override public var renderedText: String? { selectedOption }
  override public var renderedTraits: [String] {
    ["options: \(options.joined(separator: "|"))"] + (isEnabled ? [] : ["disabled"])
  }
}
