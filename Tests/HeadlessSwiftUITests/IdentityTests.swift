import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing

/// `@State` lives exactly as long as its view's structural identity (or `ForEach` id).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct IdentityTests {
  @Observable @MainActor final class Switches {
    var showsFirst = true
    var shows = true
    var label = "a"
    var ids = ["x", "y", "z"]
  }

  struct Counter: HeadlessSwiftUI.View {
    let name: String
    var label = ""
    @State var count = 0

    var body: some HeadlessSwiftUI.View {
      Text("\(label)\(count)").accessibilityIdentifier("\(name).count")
      Button("+") { count += 1 }.accessibilityIdentifier("\(name).plus")
    }
  }

  @Test func stateSurvivesItsParentsReRendersWhileItsIdentityStays() async throws {
    let switches = Switches()
    let hosted = Hosted(CounterParent(switches: switches))
    try hosted.window.tap("c.plus")
    try hosted.window.tap("c.plus")
    _ = await hosted.settledScreen()

    switches.label = "b"
    _ = await hosted.settledScreen()

    #expect(try hosted.text("c.count") == "b2")
  }

  struct CounterParent: HeadlessSwiftUI.View {
    let switches: Switches
    var body: some HeadlessSwiftUI.View { Counter(name: "c", label: switches.label) }
  }

  @Test func theTwoBranchesOfAnIfAreTwoIdentitiesEvenForTheSameType() async throws {
    let switches = Switches()
    let hosted = Hosted(Branches(switches: switches))
    try hosted.window.tap("first.plus")
    _ = await hosted.settledScreen()
    #expect(try hosted.text("first.count") == "1")

    switches.showsFirst = false
    _ = await hosted.settledScreen()
    #expect(try hosted.text("second.count") == "0")

    switches.showsFirst = true
    _ = await hosted.settledScreen()
    #expect(try hosted.text("first.count") == "0")
  }

  struct Branches: HeadlessSwiftUI.View {
    let switches: Switches
    var body: some HeadlessSwiftUI.View {
      if switches.showsFirst {
        Counter(name: "first")
      } else {
        Counter(name: "second")
      }
    }
  }

  @Test func forEachIdsKeepEachRowsStateWhenTheRowsAreReordered() async throws {
    let (switches, hosted) = try await Self.rowsCountingOneOnYAndTwoOnZ()

    switches.ids = ["z", "x", "y"]
    let screen = await hosted.settledScreen()

    #expect(
      screen == """
        screen screen ""
          label z.count "2"
          button z.plus "+"
          label x.count "0"
          button x.plus "+"
          label y.count "1"
          button y.plus "+"
        """)
  }

  /// Children are matched in order while a body names them as before, and by key from the first
  /// that differs: either way each id that stays keeps its row's state.
  @Test(arguments: [
    ["x", "y", "z", "w"], ["x", "w", "y", "z"], ["x", "y"], ["y", "z"], ["z", "y", "x"], ["w", "z"],
  ])
  func everyIdThatStaysKeepsItsStateWhateverChangesAroundIt(ids: [String]) async throws {
    let (switches, hosted) = try await Self.rowsCountingOneOnYAndTwoOnZ()

    switches.ids = ids
    let screen = await hosted.settledScreen()

    let counts = ["x": 0, "y": 1, "z": 2, "w": 0]
    let expected = ids.flatMap { id in
      ["  label \(id).count \"\(counts[id] ?? -1)\"", "  button \(id).plus \"+\""]
    }
    #expect(screen == (["screen screen \"\""] + expected).joined(separator: "\n"))
  }

  @Test func aRowWhoseIdLeavesLosesItsStateAndComesBackFresh() async throws {
    let switches = Switches()
    let hosted = Hosted(Rows(switches: switches))
    try hosted.window.tap("y.plus")
    _ = await hosted.settledScreen()

    switches.ids = ["x", "z"]
    _ = await hosted.settledScreen()
    switches.ids = ["x", "y", "z"]
    _ = await hosted.settledScreen()

    #expect(try hosted.text("y.count") == "0")
  }

  /// The rows x, y and z, with y's counter at 1 and z's at 2.
  static func rowsCountingOneOnYAndTwoOnZ() async throws -> (Switches, Hosted<Rows>) {
    let switches = Switches()
    let hosted = Hosted(Rows(switches: switches))
    try hosted.window.tap("y.plus")
    try hosted.window.tap("z.plus")
    try hosted.window.tap("z.plus")
    _ = await hosted.settledScreen()
    return (switches, hosted)
  }

  struct Rows: HeadlessSwiftUI.View {
    let switches: Switches
    var body: some HeadlessSwiftUI.View {
      ForEach(switches.ids, id: \.self) { Counter(name: $0) }
    }
  }

  @Test func stateIsReleasedWhenItsViewsIdentityLeaves() async throws {
    let switches = Switches()
    let probe = TokenProbe()
    let hosted = Hosted(TokenParent(switches: switches, probe: probe))
    _ = await hosted.settledScreen()
    #expect(probe.tokens.count == 1)
    #expect(probe.tokens.allSatisfy { $0.object != nil })

    switches.label = "re-render"
    _ = await hosted.settledScreen()
    #expect(probe.tokens.first?.object != nil)

    switches.shows = false
    _ = await hosted.settledScreen()
    #expect(probe.tokens.count == 1)
    #expect(probe.tokens.allSatisfy { $0.object == nil })
  }

  @MainActor final class TokenProbe {
    var tokens: [Weak<Token>] = []
  }

  struct TokenParent: HeadlessSwiftUI.View {
    let switches: Switches
    let probe: TokenProbe
    var body: some HeadlessSwiftUI.View {
      Text(switches.label)
      if switches.shows { TokenKeeper(probe: probe) }
    }
  }

  struct TokenKeeper: HeadlessSwiftUI.View {
    let probe: TokenProbe
    @State var token = Token()
    var body: some HeadlessSwiftUI.View {
      Text("kept").onAppear { probe.tokens.append(Weak(object: token)) }
    }
  }
}
