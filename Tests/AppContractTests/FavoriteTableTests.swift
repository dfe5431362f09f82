import AppContract
import Domain
import HarnessTestSupport
import Testing

/// A favourite table's canonical text is always the text a snapshot of the same states makes
/// afresh, however the table changed, copied or not; and tables compare by their states.
struct FavoriteTableTests {
  /// Odd seeds keep a copy of every step's table, as a reducer app's views keep the state they
  /// rendered: the changes are then written on top of shared states, and folded in when many.
  /// Two seeds (one of each kind) of 120 steps in the plain run, twelve of 300 in the soak tier:
  /// the oracle sorts every state afresh at every step, hundreds of them, which a debug build does
  /// slowly.
  @Test(
    "the text follows random flips, additions and removals exactly",
    arguments: SoakTier.choose(fast: 1...2, soak: 1...12))
  func textFollowsRandomChanges(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var table = FavoriteTable()
    var kept: [FavoriteTable] = []
    let ids = (0..<700).map { ProductID("p\($0)") }
    let sortedIDs = ids.sorted()
    for step in 0..<SoakTier.choose(fast: 120, soak: 300) {
      if seed % 2 == 1 { kept.append(table) }
      let changes = random.next(upTo: step % 10 == 0 ? 400 : 3)
      for _ in 0...changes {
        let id = ids[random.next(upTo: ids.count)]
        switch random.next(upTo: 10) {
        case 0: table[id] = nil
        case 1...4: table[id] = true
        default: table[id] = false
        }
      }
      let fresh = Self.freshText(table.states, sortedIDs: sortedIDs)
      #expect(table.canonicalText == fresh, "seed \(seed), step \(step)")
      #expect(table.count == table.states.count)
    }
    for (step, copy) in kept.enumerated().suffix(5) {
      let fresh = Self.freshText(copy.states, sortedIDs: sortedIDs)
      #expect(copy.canonicalText == fresh, "seed \(seed), kept copy \(step)")
      #expect((copy == table) == (copy.states == table.states))
    }
  }

  @Test("copies that change apart each keep their own text")
  func copiesKeepTheirOwnText() {
    var original: FavoriteTable = ["p1": true, "p2": false, "p3": false]
    _ = original.canonicalText
    var copy = original
    copy["p2"] = true
    original["p3"] = true
    #expect(copy.canonicalText == "p1=on p2=on p3=off")
    #expect(original.canonicalText == "p1=on p2=off p3=on")
    #expect(copy.canonicalText == "p1=on p2=on p3=off")
  }

  @Test("a table with no state reads none, as a snapshot with none does")
  func anEmptyTableReadsNone() {
    var table = FavoriteTable()
    #expect(table.canonicalText == "none")
    table["p1"] = true
    table["p1"] = nil
    #expect(table.canonicalText == "none")
    #expect(table.count == 0)
  }

  @Test("tables with the same states are equal, whatever their history")
  func equalityIsByStates() {
    var flipped: FavoriteTable = ["p1": true, "p2": false]
    let original = flipped
    flipped["p1"] = false
    #expect(flipped != original)
    flipped["p1"] = true
    #expect(flipped == original)
    #expect(FavoriteTable(["p2": false, "p1": true]) == original)
    #expect(original.states == ["p1": true, "p2": false])
  }

  @Test("a snapshot of a table prints what a snapshot of its dictionary prints, pending included")
  func snapshotsOfATableAndOfItsDictionaryAgree() {
    var table: FavoriteTable = ["p10": true, "p9": false, "p1": false]
    table["p9"] = true
    let fromTable = FavoritesSnapshot(states: table, pending: ["p9", "p1"])
    let fromDictionary = FavoritesSnapshot(isFavorite: table.states, pending: ["p9", "p1"])
    #expect(fromTable == fromDictionary)
    #expect(Self.line(fromTable) == "favorites: p1=off p10=on p9=on pending=[p1, p9]")
    #expect(Self.line(fromTable) == Self.line(fromDictionary))
  }

  @Test("changing a table's snapshot through its dictionary leaves the table's text behind")
  func editingTheDictionaryOfASnapshotIsHonoured() {
    var snapshot = FavoritesSnapshot(states: ["p1": true], pending: [])
    snapshot.isFavorite["p2"] = false
    #expect(Self.line(snapshot) == "favorites: p1=on p2=off")
  }

  @Test("more than 256 favourites take a line per 256 products, the requests in flight on the last")
  func manyFavouritesTakeALinePerRun() {
    let states = Dictionary(
      uniqueKeysWithValues: (1...600).map { (ProductID(String(format: "p%03d", $0)), $0 % 3 == 0) })
    let table = FavoriteTable(states)
    let lines = Self.lines(FavoritesSnapshot(states: table, pending: ["p600", "p001"]))
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("favorites: ") })
    #expect(lines[0].hasPrefix("favorites: p001=off p002=off p003=on "))
    #expect(lines[0].hasSuffix(" p256=off"))
    #expect(lines[1].hasPrefix("favorites: p257=off p258=on "))
    #expect(
      lines[2] == "favorites: "
        + (513...600).map { String(format: "p%03d=%@", $0, $0 % 3 == 0 ? "on" : "off") }.joined(
          separator: " ") + " pending=[p001, p600]")
    #expect(
      lines.map { $0.dropFirst("favorites: ".count) }.joined(separator: " ").hasPrefix(Self.freshText(states))
    )
    #expect(lines == Self.lines(FavoritesSnapshot(isFavorite: states, pending: ["p600", "p001"])))
  }

  @Test("a flipped favourite makes its own line again, and leaves the others the same")
  func aFlipChangesOneLine() {
    var table = FavoriteTable(
      Dictionary(uniqueKeysWithValues: (1...600).map { (ProductID("p\($0)"), false) }))
    let before = Self.lines(FavoritesSnapshot(states: table))
    table["p42"] = true
    let after = Self.lines(FavoritesSnapshot(states: table))
    #expect(zip(before, after).filter { $0 != $1 }.count == 1)
    #expect(after == Self.lines(FavoritesSnapshot(isFavorite: table.states)))
  }

  // MARK: - Helpers

  /// Every state sorted by product, made afresh: the oracle. `sortedIDs`, when given, holds every
  /// product `states` may name, sorted: the random tests sort their products once rather than at
  /// every step (a debug build sorts slowly, and they make this text hundreds of times).
  static func freshText(_ states: [ProductID: Bool], sortedIDs: [ProductID]? = nil) -> String {
    guard !states.isEmpty else { return "none" }
    return (sortedIDs ?? states.keys.sorted()).compactMap { id in
      states[id].map { id.rawValue + ($0 ? "=on" : "=off") }
    }.joined(separator: " ")
  }

  static func line(_ favorites: FavoritesSnapshot) -> String {
    AppSnapshot.empty(favorites: favorites).canonicalLines[1]
  }

  /// The favourites' lines of a snapshot (between the products' line and the detail's).
  static func lines(_ favorites: FavoritesSnapshot) -> [String] {
    Array(AppSnapshot.empty(favorites: favorites).canonicalLines.dropFirst().dropLast(5))
  }
}

extension FavoriteTableTests {
  @Test("a dump shows the states, as a dictionary's, and nothing of the bookkeeping")
  func aDumpShowsTheStates() {
    var table: FavoriteTable = ["p1": true]
    let copy = table
    table["p2"] = false
    var text = ""
    dump(table, to: &text)
    #expect(text.contains("p1") && text.contains("p2") && !text.contains("journal"))
    #expect(Mirror(reflecting: table).displayStyle == .dictionary)
    #expect(Mirror(reflecting: table).children.count == 2)
    #expect(Mirror(reflecting: copy).children.count == 1)
  }
}
