import HeadlessUI
import Testing

/// The canonical screen text (`Window.renderScreen()`) the harness compares across variants.
@MainActor
@Suite struct ScreenRendererTests {
  @Test func rendersTabBarStackAndEveryKindOfElement() {
    let shell = Shell(tabs: [("products", "products.list"), ("orders", "orders.list")])
    let rows = RowSource(count: 2)
    let screen = shell.makeScreen("catalog") { view in
      view.addSubview(ActivityIndicator(identifier: "catalog.loading"))
      view.addSubview(Label(identifier: "catalog.title", text: "All kinds"))
      let save = Button(identifier: "catalog.save", title: "Save")
      save.isEnabled = false
      view.addSubview(save)
      view.addSubview(TextField(identifier: "catalog.name", placeholder: "Your name"))
      let city = TextField(identifier: "catalog.city", placeholder: "City")
      city.text = "Paris"
      view.addSubview(city)
      view.addSubview(Choice(identifier: "catalog.standard", options: ["WHO", "Taiwan"]))
      let group = View()
      group.addSubview(Label(identifier: "catalog.grouped", text: "in a plain container"))
      let hiddenInGroup = Label(identifier: "catalog.hidden-in-group", text: "no")
      hiddenInGroup.isHidden = true
      group.addSubview(hiddenInGroup)
      view.addSubview(group)
      let hiddenGroup = View()
      hiddenGroup.isHidden = true
      hiddenGroup.addSubview(Label(identifier: "catalog.under-hidden", text: "no"))
      view.addSubview(hiddenGroup)
      view.addSubview(rows.makeList(identifier: "catalog.list"))
    }
    screen.title = "Catalog"
    shell.first.pushViewController(screen)
    shell.launch()

    #expect(
      shell.window.renderScreen() == """
        tab-bar: [products] orders
        stack: products.list > catalog
        button nav.back "Back"
        screen catalog "Catalog"
          activity catalog.loading
          label catalog.title "All kinds"
          button catalog.save "Save" disabled
          field catalog.name "" placeholder: Your name
          field catalog.city "Paris"
          choice catalog.standard "WHO" options: WHO|Taiwan
          label catalog.grouped "in a plain container"
          list catalog.list
            row row.0
              label row.0.name "Row 0"
              button row.0.favorite "♡"
            row row.1
              label row.1.name "Row 1"
              button row.1.favorite "♡"
        """)
  }

  @Test(arguments: [Lock.none, .onTheModal, .onItsTopScreen])
  func rendersAPageSheetOnTopOfTheScreenBelow(lock: Lock) {
    let shell = Shell(content: ["a": { $0.addSubview(Label(identifier: "a.label", text: "below")) }])
    let child = shell.makeScreen("checkout") {
      $0.addSubview(Button(identifier: "checkout.confirm", title: "OK"))
    }
    child.title = "Checkout"
    let modal = NavigationController(rootViewController: child)
    shell.launch()
    shell.a.present(modal)

    switch lock {
    case .none: break
    case .onTheModal: modal.isModalInPresentation = true
    case .onItsTopScreen: child.isModalInPresentation = true
    }

    let marker = lock == .none ? "" : " not-dismissible"
    #expect(
      shell.window.renderScreen() == """
        tab-bar: [one] two
        stack: a
        screen a ""
          label a.label "below"
        modal checkout\(marker)
          stack: checkout
          screen checkout "Checkout"
            button checkout.confirm "OK"
        """)
  }

  /// Where `isModalInPresentation` is set.
  enum Lock: Sendable {
    case none, onTheModal, onItsTopScreen
  }

  @Test func fullScreenModalHidesEverythingBelowIt() {
    let shell = Shell()
    let modal = shell.makeScreen("m", style: .fullScreen) {
      $0.addSubview(Label(identifier: "m.text", text: "hi"))
    }
    shell.launch()
    shell.a.present(modal)

    #expect(
      shell.window.renderScreen() == """
        modal m
          screen m ""
            label m.text "hi"
        """)
  }

  @Test func quotesBackslashesAndNewlinesAreEscaped() {
    let shell = Shell(content: [
      "a": { $0.addSubview(Label(identifier: "a.quote", text: "say \"hi\" \\ bye\nnext")) }
    ])
    shell.a.title = #"the "a" screen"#
    shell.launch()

    #expect(
      shell.window.renderScreen() == #"""
        tab-bar: [one] two
        stack: a
        screen a "the \"a\" screen"
          label a.quote "say \"hi\" \\ bye\nnext"
        """#)
  }

  @Test func windowWithoutContentRendersAPlaceholder() {
    #expect(Window().renderScreen() == "(no window content)")
  }
}
