import HeadlessUI
import Testing

/// Every user action that cannot be performed fails with a message a scenario author can act on,
/// and changes nothing.
@MainActor
@Suite struct UIErrorTests {
  /// A failing action on a launched app: tab `products` (screen `products.list` with buttons
  /// `product.p1`, `product.p2`) selected, tab `bmi` (screen `bmi.form`).
  struct Failure: Sendable, CustomTestStringConvertible {
    let name: String
    var arrange: @MainActor @Sendable (Shell) throws -> Void = { _ in }
    let act: @MainActor @Sendable (Window) throws -> Void
    let message: String

    var testDescription: String { name }
  }

  nonisolated static let failures: [Failure] = [
    Failure(
      name: "no element, with the closest visible one suggested",
      act: { try $0.tap("product.p9") },
      message: "no element `product.p9` on screen `products.list`; visible: product.p1, product.p2; "
        + "did you mean `product.p1`?"),
    Failure(
      name: "no element, nothing close",
      act: { try $0.tap("checkout.confirm") },
      message: "no element `checkout.confirm` on screen `products.list`; visible: product.p1, product.p2"),
    Failure(
      name: "no element, the back control listed first",
      arrange: { shell in
        shell.first.pushViewController(shell.makeScreen("d") { $0.addSubview(Button(identifier: "d.ok")) })
      },
      act: { try $0.tap("d.okk") },
      message: "no element `d.okk` on screen `d`; visible: nav.back, d.ok; did you mean `d.ok`?"),
    Failure(
      name: "elements under a modal are out of reach",
      arrange: { shell in
        shell.a.present(shell.makeScreen("m") { $0.addSubview(Button(identifier: "m.ok")) })
      },
      act: { try $0.tap("product.p1") },
      message: "no element `product.p1` on screen `m`; visible: m.ok"),
    Failure(
      name: "disabled button", arrange: selectBMI, act: { try $0.tap("bmi.save") },
      message: "`bmi.save` is disabled"),
    Failure(
      name: "disabled field", arrange: selectBMI, act: { try $0.type("bmi.weight", text: "70") },
      message: "`bmi.weight` is disabled"),
    Failure(
      name: "tap a label", arrange: selectBMI, act: { try $0.tap("bmi.prompt") },
      message: "`bmi.prompt` is a label; only a button or a row can be tapped"),
    Failure(
      name: "tap an activity indicator", arrange: selectBMI, act: { try $0.tap("bmi.loading") },
      message: "`bmi.loading` is an activity; only a button or a row can be tapped"),
    Failure(
      name: "type into a button", arrange: selectBMI, act: { try $0.type("bmi.save", text: "x") },
      message: "`bmi.save` is a button; only a text field can be typed into"),
    Failure(
      name: "clear a choice", arrange: selectBMI, act: { try $0.clear("bmi.standard") },
      message: "`bmi.standard` is a choice; only a text field can be cleared"),
    Failure(
      name: "choose from a field", arrange: selectBMI, act: { try $0.choose("bmi.height", option: "WHO") },
      message: "`bmi.height` is a field; only a choice can be chosen from"),
    Failure(
      name: "unknown option", arrange: selectBMI, act: { try $0.choose("bmi.standard", option: "EU") },
      message: #"`bmi.standard` has no option "EU"; options: "WHO", "Taiwan""#),
    Failure(
      name: "unknown tab", act: { try $0.selectTab("bmj") },
      message: "no tab `bmj`; tabs: products, bmi; did you mean `bmi`?"),
    Failure(
      name: "back at the root of a stack", act: { try $0.tapBack() },
      message: "no back control on screen `products.list`: it is the root of its stack"),
    Failure(
      name: "swipe with no modal up", act: { try $0.swipeDismiss() },
      message: "no modal to swipe away; the screen is `products.list`"),
    Failure(
      name: "swipe a full-screen modal, which has no swipe",
      arrange: { shell in shell.a.present(shell.makeScreen("m", style: .fullScreen)) },
      act: { try $0.swipeDismiss() },
      message: "no modal to swipe away; the screen is `m`"),
    Failure(
      name: "back control when it is not on screen", act: { _ = try $0.element("nav.back") },
      message: "no element `nav.back` on screen `products.list`; visible: product.p1, product.p2"),
    Failure(
      name: "scroll to a row no list has", arrange: selectBMI, act: { try $0.scroll(to: "row.99") },
      message: "no row `row.99` in `bmi.rows`"),
    Failure(
      name: "scroll with no list on screen", act: { try $0.scroll(to: "row.1") },
      message: "no row `row.1`: no list is on screen"),
  ]

  nonisolated static let selectBMI: @MainActor @Sendable (Shell) throws -> Void = { shell in
    try shell.window.selectTab("bmi")
  }

  @Test(arguments: failures)
  func failingActionExplainsItselfAndChangesNothing(_ failure: Failure) throws {
    let shell = Self.makeShell()
    shell.launch()
    try failure.arrange(shell)
    let screen = shell.window.renderScreen()
    _ = shell.takeEvents()

    let error = #expect(throws: UIError.self) { try failure.act(shell.window) }

    #expect(error?.description == failure.message)
    #expect(shell.window.renderScreen() == screen)
    #expect(shell.takeEvents().isEmpty)
  }

  nonisolated static let actionsBeforeLaunch: [@MainActor @Sendable (Window) throws -> Void] = [
    { try $0.tap("product.p1") }, { try $0.type("bmi.height", text: "1") }, { try $0.clear("bmi.height") },
    { try $0.choose("bmi.standard", option: "WHO") }, { try $0.tapBack() }, { try $0.swipeDismiss() },
    { try $0.selectTab("bmi") }, { try $0.scroll(to: "row.1") }, { try $0.open(url: "app://bmi") },
    { _ = try $0.element("product.p1") },
  ]

  @Test(arguments: actionsBeforeLaunch.indices)
  func everyActionBeforeLaunchAsksForLaunch(_ index: Int) {
    let shell = Self.makeShell()

    let error = #expect(throws: UIError.self) { try Self.actionsBeforeLaunch[index](shell.window) }

    #expect(error?.description == "the app is not launched yet; start the scenario with `launch`")
  }

  // MARK: - Fixture

  static func makeShell() -> Shell {
    let rows = RowSource(count: 3)
    return Shell(
      tabs: [("products", "products.list"), ("bmi", "bmi.form")],
      content: [
        "products.list": { view in
          view.addSubview(Button(identifier: "product.p1", title: "P1"))
          view.addSubview(Button(identifier: "product.p2", title: "P2"))
        },
        "bmi.form": { view in
          view.addSubview(TextField(identifier: "bmi.height", placeholder: "Height (cm)"))
          let weight = TextField(identifier: "bmi.weight", placeholder: "Weight (kg)")
          weight.isEnabled = false
          view.addSubview(weight)
          view.addSubview(Choice(identifier: "bmi.standard", options: ["WHO", "Taiwan"]))
          view.addSubview(Label(identifier: "bmi.prompt", text: "Enter height and weight"))
          view.addSubview(ActivityIndicator(identifier: "bmi.loading"))
          let save = Button(identifier: "bmi.save", title: "Save")
          save.isEnabled = false
          view.addSubview(save)
          view.addSubview(rows.makeList(identifier: "bmi.rows"))
        },
      ])
  }
}
