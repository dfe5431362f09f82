/// Lines of the forms of issue #25 for the parser fuzz: escapes, refused actions, calls in any
/// order, call counts, exported state, saved records, quoted links, stale loads — good and bad.
extension ScenarioFuzzer {
  /// Every line below, for `insertLine`.
  public static let languageThreeLines = escapeLines + checkLines + linkLines + staleLines

  static let escapeLines = [
    #"expect bmi.result "a\nb\tc""#, #"expect bmi.result "\u{1F600}""#, #"expect bmi.result "\u{110000}""#,
    #"expect bmi.result "\u{D800}""#, #"expect bmi.result "\u{}""#, #"expect bmi.result "\u{1F600""#,
    #"expect bmi.result "\u""#, #"expect bmi.result "\u{000000041}""#, #"expect bmi.result "\q""#,
    #"type bmi.height "\"#, #"type bmi.height "\\\"\n""#, "open \"\\u{202E}\"",
    "expect bmi.result \"\\u{" + String(repeating: "F", count: 10_000) + "}\"",
  ]

  static let checkLines = [
    "mark", "mark 1", "mark \"x\"", "refused mark", "refused", "refused back", "refused launch",
    "refused bakc", "refused select-tab ordrs",
    "refused select-tab orders", "refused tap", "refused refused back", "refused \"back\"", "refused wait 1s",
    "expect-calls-any-order", "expect-calls-any-order fetchProducts, store.load",
    "expect-calls-any-order setFavorite(p2, on),", "expect-call-count", "expect-call-count fetchProducts",
    "expect-call-count fetchProducts 999999999", "expect-call-count fetchProducts 1000000000",
    "expect-call-count setFavorite(p2, on) 1", "expect-call-count cancelled 1", "expect-call-count \"x\" 1",
    "expect-call-count ( ( ( 1", "expect-state", "expect-state detail", "expect-state \"\"",
    "expect-state-contains \"pending=[\"", "expect-record", "expect-record r1", "expect-record r1 height",
    "expect-record r1 height 180 height 180", "expect-record r1 weight 1.", "expect-record r1 weight .5",
    "expect-record r1 standard who", "expect-record r1 standard \"WHO\"", "expect-record r..1",
    "expect-record r1 height 1234567890", "expect-record r1 height 1.1234567",
  ]

  static let linkLines = [
    #"expect-navigation deeplink.open "app://x#y z""#, #"expect-navigation deeplink.rejected "a,b", push x"#,
    #"expect-navigation deeplink.open "x" "y""#, #"expect-navigation deeplink.open "x" y"#,
    #"expect-navigation push "x""#, #"expect-navigation "x""#, #"expect-navigation deeplink.open "x"#,
    #"expect-navigation deeplink.open(" "x""#,
  ]

  static let staleLines = [
    "store load -> stale", "store load -> stale after 300ms once", "store save -> stale",
    "store delete -> stale always", "store load -> stael", "store load -> stale after", "store seed stale",
  ]
}
