import Testing

@testable import HeadlessUI

@MainActor
final class LoggingController: ViewController {
  let name: String
  var log: [String]
  init(_ name: String, log: inout [String]) {
    self.name = name
    self.log = []
    super.init()
  }
  override var screenName: String { name }
  override func viewDidLoad() {
    view.addSubview(Label(identifier: "\(name).label", text: "hi"))
    Journal.shared.append("\(name) didLoad")
  }
  override func viewWillAppear() { Journal.shared.append("\(name) willAppear") }
  override func viewDidAppear() { Journal.shared.append("\(name) didAppear") }
  override func viewWillDisappear() { Journal.shared.append("\(name) willDisappear") }
  override func viewDidDisappear() { Journal.shared.append("\(name) didDisappear") }
}

@MainActor
final class Journal {
  static let shared = Journal()
  var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}

@MainActor
@Test func pushAndPopRenderAndCallLifecycleInUIKitOrder() throws {
  var scratch: [String] = []
  let root = LoggingController("a", log: &scratch)
  let navigation = NavigationController(rootViewController: root)
  navigation.tabBarItem = TabBarItem(identifier: "one", title: "One")
  let tabs = TabBarController()
  tabs.setViewControllers([navigation])
  let window = Window()
  window.rootViewController = tabs
  window.makeKeyAndVisible()
  Journal.shared.lines.removeAll()
  weak var weakDetail: LoggingController?
  do {
    let detail = LoggingController("b", log: &scratch)
    weakDetail = detail
    navigation.pushViewController(detail)
  }
  #expect(
    Journal.shared.lines == ["b didLoad", "a willDisappear", "b willAppear", "a didDisappear", "b didAppear"])
  #expect(
    window.renderScreen() == """
      tab-bar: [one]
      stack: a > b
      button nav.back "Back"
      screen b ""
        label b.label "hi"
      """)
  try window.tapBack()
  #expect(window.takeNavigationEvents().map(\.description) == ["push b", "pop b"])
  #expect(weakDetail == nil)
  #expect(window.lifetimes.leaks().isEmpty)
}
