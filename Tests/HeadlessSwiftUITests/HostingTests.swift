import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A hosting controller renders into the window as an equivalent HeadlessUI screen does.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostingTests {
  /// The HeadlessUI screen, built by hand as the variants build theirs.
  final class HandBuiltForm: ViewController {
    override var screenName: String { "bmi.form" }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "BMI"
      view.addSubview(Choice(identifier: "bmi.unit", options: ["Metric", "Imperial"]))
      view.addSubview(HeadlessUI.TextField(identifier: "bmi.height", placeholder: "Height (cm)"))
      view.addSubview(ActivityIndicator(identifier: "bmi.saving"))
      view.addSubview(HeadlessUI.Label(identifier: "bmi.result", text: "BMI 22.5"))
      let save = HeadlessUI.Button(identifier: "bmi.save", title: "Save")
      save.isEnabled = false
      view.addSubview(save)
    }
  }

  struct DeclarativeForm: HeadlessSwiftUI.View {
    @State var unit = 0
    @State var height = ""

    var body: some HeadlessSwiftUI.View {
      VStack {
        Picker("Unit", selection: $unit) {
          Text("Metric").tag(0)
          Text("Imperial").tag(1)
        }
        .accessibilityIdentifier("bmi.unit")
        TextField("Height (cm)", text: $height).accessibilityIdentifier("bmi.height")
      }
      ProgressView().accessibilityIdentifier("bmi.saving")
      Text("BMI 22.5").accessibilityIdentifier("bmi.result")
      Button("Save") {}.accessibilityIdentifier("bmi.save").disabled(true)
    }
  }

  @Test func aHostedViewRendersTheSameScreenAndElementsAsTheHandBuiltScreen() {
    let handBuilt = Window()
    handBuilt.rootViewController = NavigationController(rootViewController: HandBuiltForm())
    handBuilt.makeKeyAndVisible()
    let hosted = Window()
    let controller = HostingController(
      rootView: DeclarativeForm().navigationTitle("BMI").screenName("bmi.form"))
    hosted.rootViewController = NavigationController(rootViewController: controller)
    hosted.makeKeyAndVisible()

    #expect(hosted.renderScreen() == handBuilt.renderScreen())
    #expect(hosted.renderScreen() == hosted.renderScreenAfresh())
    #expect(hosted.reachableIdentifiers() == handBuilt.reachableIdentifiers())
    #expect(controller.screenName == "bmi.form")
    #expect(controller.title == "BMI")
  }

  @Test func aHostedScreenIsPushedAndPoppedWithTheSameNavigationEvents() throws {
    let window = Window()
    let stack = NavigationController(rootViewController: HandBuiltForm())
    window.rootViewController = stack
    window.makeKeyAndVisible()

    stack.pushViewController(HostingController(rootView: Text("Hi").screenName("hello")))
    try window.tapBack()

    #expect(window.takeNavigationEvents().map(\.description) == ["push hello", "pop hello"])
  }

  @Test func anUnknownIdentifierIsReportedWithTheHostedScreensElements() {
    let hosted = Hosted(Text("x").accessibilityIdentifier("only"), screenName: "named")

    #expect(throws: UIError.noElement(id: "missing", screen: "named", visible: ["only"])) {
      try hosted.window.tap("missing")
    }
  }
}

/// A hosted screen leaves nothing behind when it leaves.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostingLifetimeTests {
  struct Keeper: HeadlessSwiftUI.View {
    let probe: Probe
    let tokens: TokenList
    @State var token = Token()

    var body: some HeadlessSwiftUI.View {
      Button("Tap") { probe.log("tap") }
        .accessibilityIdentifier("tap")
        .onAppear { tokens.items.append(Weak(object: token)) }
        .task {
          let (never, _) = AsyncStream<Never>.makeStream()
          for await _ in never {}
          probe.log("cancelled")
        }
        .screenName("keeper")
    }
  }

  @MainActor final class TokenList {
    var items: [Weak<Token>] = []
  }

  @Test func aPoppedHostingControllerAndItsStateAreReleased() async throws {
    let probe = Probe()
    let tokens = TokenList()
    let window = Window()
    let stack = NavigationController(rootViewController: HostingController(rootView: Text("root")))
    window.rootViewController = stack
    window.makeKeyAndVisible()
    var controller: Weak<HostingController<Keeper>> = Weak()
    do {
      let keeper = HostingController(rootView: Keeper(probe: probe, tokens: tokens))
      controller.object = keeper
      stack.pushViewController(keeper)
      await keeper.updatesSettled()
    }
    try window.tap("tap")

    try window.tapBack()
    await probe.until("cancelled")

    #expect(probe.take() == ["tap", "cancelled"])
    #expect(tokens.items.count == 1)
    #expect(tokens.items.allSatisfy { $0.object == nil })
    #expect(controller.object == nil)
    #expect(window.lifetimes.leaks() == [])
  }

  @Test func aStateObjectThatOutlivesItsScreenIsReportedAsALeak() async throws {
    let tokens = TokenList()
    let window = Window()
    let stack = NavigationController(rootViewController: HostingController(rootView: Text("root")))
    window.rootViewController = stack
    window.makeKeyAndVisible()
    stack.pushViewController(HostingController(rootView: Keeper(probe: Probe(), tokens: tokens)))
    let kept = try #require(tokens.items.first?.object)

    try window.tapBack()

    #expect(window.lifetimes.leaks() == ["state of keeper (HostingController<Keeper>) (Token)"])
    withExtendedLifetime(kept) {}
  }
}
