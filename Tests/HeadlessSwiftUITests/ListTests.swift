import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A declarative `List` renders exactly the rows HeadlessUI's `ListView` renders.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ListTests {
  /// HeadlessUI's list, as a variant builds it: 20 rows on screen, cells reused.
  final class HandBuiltList: ViewController, ListViewDataSource, ListViewDelegate {
    let count: Int
    var selected: [Int] = []

    init(count: Int) {
      self.count = count
      super.init()
    }

    override var screenName: String { "rows" }

    override func viewDidLoad() {
      super.viewDidLoad()
      let list = ListView(identifier: "rows", visibleRowCapacity: 20)
      list.register(ListCell.self, forCellReuseIdentifier: "row")
      list.dataSource = self
      list.delegate = self
      view.addSubview(HeadlessUI.Label(identifier: "rows.count", text: "\(count) rows"))
      view.addSubview(list)
    }

    func numberOfRows(in listView: ListView) -> Int { count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
      let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
      cell.accessibilityIdentifier = "row.\(row)"
      cell.removeAllSubviews()
      cell.addSubview(HeadlessUI.Label(identifier: "row.\(row).name", text: "Row \(row)"))
      cell.addSubview(HeadlessUI.Button(identifier: "row.\(row).favorite", title: "♡"))
      return cell
    }

    func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? { "row.\(row)" }

    func listView(_ listView: ListView, didSelectRowAt row: Int) { selected.append(row) }
  }

  struct Rows: HeadlessSwiftUI.View {
    let count: Int
    let probe: Probe

    var body: some HeadlessSwiftUI.View {
      Text("\(count) rows").accessibilityIdentifier("rows.count")
      List(0..<count, id: \.self) { row in
        HStack {
          Text("Row \(row)").accessibilityIdentifier("row.\(row).name")
          Button("♡") {}.accessibilityIdentifier("row.\(row).favorite")
        }
        .onAppear { probe.log("appear \(row)") }
        .onDisappear { probe.log("disappear \(row)") }
        .onTapGesture { probe.log("tap \(row)") }
        .accessibilityIdentifier("row.\(row)")
      }
      .accessibilityIdentifier("rows")
    }
  }

  @Test(arguments: ["row.0", "row.19", "row.50", "row.99", "row.3"])
  func theListRendersTheSameRowsAsHeadlessUIsListForTheSameScrollPosition(target: String) throws {
    let handBuilt = Window()
    handBuilt.rootViewController = HandBuiltList(count: 100)
    handBuilt.makeKeyAndVisible()
    let hosted = Hosted(Rows(count: 100, probe: Probe()), screenName: "rows")

    try handBuilt.scroll(to: "row.60")
    try hosted.window.scroll(to: "row.60")
    try handBuilt.scroll(to: target)
    try hosted.window.scroll(to: target)

    #expect(hosted.window.renderScreen() == handBuilt.renderScreen())
    #expect(hosted.window.reachableIdentifiers() == handBuilt.reachableIdentifiers())
    #expect(hosted.window.renderScreen() == hosted.window.renderScreenAfresh())
  }

  @Test func rowsThatScrollOffScreenDisappearAndRowsThatScrollOnAppear() throws {
    let probe = Probe()
    let hosted = Hosted(Rows(count: 100, probe: probe), screenName: "rows")
    _ = probe.take()

    try hosted.window.scroll(to: "row.21")
    hosted.window.layoutIfNeeded()

    #expect(probe.take() == ["disappear 0", "disappear 1", "appear 20", "appear 21"])
  }

  @Test func tappingARowRunsItsTapAction() throws {
    let probe = Probe()
    let hosted = Hosted(Rows(count: 3, probe: probe), screenName: "rows")
    _ = probe.take()

    try hosted.window.tap("row.1")

    #expect(probe.take() == ["tap 1"])
  }
}

/// Scrolling a long list to a row by identifier.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LongListTests {
  struct Numbers: HeadlessSwiftUI.View {
    let numbers: [Int]
    var body: some HeadlessSwiftUI.View {
      List(numbers, id: \.self) { Text("\($0)").accessibilityIdentifier("n.\($0)") }.accessibilityIdentifier(
        "numbers")
    }
  }

  @Test func scrollingFindsARowOfALongListAndShowsTheTwentyRowsEndingWithIt() throws {
    let hosted = Hosted(Numbers(numbers: Array(0..<10_000)))

    try hosted.window.scroll(to: "n.5000")
    try hosted.window.scroll(to: "n.7000")

    let rows = hosted.window.reachableIdentifiers().filter { $0.hasPrefix("n.") }
    #expect(rows == (6981...7000).map { "n.\($0)" })
  }

  @Test func scrollingFindsTheRowsNewPlaceAfterAnUpdateThatKeepsTheirNumber() throws {
    let hosted = Hosted(Numbers(numbers: Array(0..<100)))
    try hosted.window.scroll(to: "n.30")

    hosted.controller.rootView = Numbers(numbers: Array((0..<100).reversed()))
    try hosted.window.scroll(to: "n.90")
    try hosted.window.scroll(to: "n.30")

    let rows = hosted.window.reachableIdentifiers().filter { $0.hasPrefix("n.") }
    #expect(rows == (30...49).reversed().map { "n.\($0)" })
  }

  @Test func scrollingToARowNoListHasIsAnError() {
    let hosted = Hosted(Numbers(numbers: [1, 2]))

    #expect(throws: UIError.noRow(id: "n.3", lists: ["numbers"])) { try hosted.window.scroll(to: "n.3") }
  }
}
