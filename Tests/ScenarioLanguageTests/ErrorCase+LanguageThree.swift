extension ErrorCase {
  /// The diagnostics of the forms of issue #25: escapes, refused actions, call counts, exported
  /// state, saved records, quoted links in navigation events.
  static let languageThree: [ErrorCase] = escapes + checks + links + staleLoads
}

// MARK: - Refused actions, calls, state, records

extension ErrorCase {
  static let checks: [ErrorCase] = [
    ErrorCase(
      "refused without an action", "refused",
      "t.scenario:2:8: error: expected an action after `refused`\nnote: write it like `refused back`"),
    ErrorCase(
      "refused before a command that cannot be refused", "refused launch",
      "t.scenario:2:9: error: `launch` cannot be refused\n"
        + "note: `refused` goes before `back`, `swipe-dismiss`, `select-tab`, `tap`, `type`, `clear`, `choose`"
    ),
    ErrorCase(
      "refused before an unknown action", "refused bakc",
      "t.scenario:2:9: error: unknown action `bakc` after `refused`\nnote: did you mean `back`?"),
    ErrorCase(
      "refused action with a bad tab", "refused select-tab ordrs",
      "t.scenario:2:20: error: unknown tab `ordrs`\nnote: did you mean `orders`?"),
    ErrorCase(
      "refused back with an argument", "refused back now",
      "t.scenario:2:14: error: unexpected `now` after `back`\nnote: remove it, or start a comment with `#`"),
    ErrorCase(
      "calls in any order with a bad call", "expect-calls-any-order store.load, fetchProduct",
      "t.scenario:2:36: error: bad service call `fetchProduct`\n"
        + "note: write calls as the trace does: `fetchProducts`, `fetchProduct(p2)`, `setFavorite(p2, on)`, "
        + "`store.save(r1)`, `cancelled fetchProduct(p2)`"),
    ErrorCase(
      "calls in any order without calls", "expect-calls-any-order",
      "t.scenario:2:23: error: expected a service call after `expect-calls-any-order`\n"
        + "note: write it like `expect-calls-any-order store.load, fetchProducts`"),
    ErrorCase(
      "call count without a count", "expect-call-count fetchProducts",
      "t.scenario:2:32: error: expected a count after `fetchProducts`\n"
        + "note: write it like `expect-call-count fetchProducts 2`"),
    ErrorCase(
      "call count of an unknown method", "expect-call-count fetchProduts 2",
      "t.scenario:2:19: error: bad service call `fetchProduts`\n"
        + "note: count a call as the trace writes it, like `fetchProduct(p2)`, or every call of a method, "
        + "like `fetchProduct`"),
    ErrorCase(
      "call count with a bad count", "expect-call-count setFavorite(p2, on) twice",
      "t.scenario:2:39: error: bad count `twice`\nnote: write a whole number from 0, like `3`"),
    ErrorCase(
      "call count of a quoted call", "expect-call-count \"fetchProducts\" 1",
      "t.scenario:2:19: error: a service call is never quoted: `\"fetchProducts\"`\n"
        + "note: write the list without quotes, items separated by commas"),
    ErrorCase(
      "mark with an argument", "mark here",
      "t.scenario:2:6: error: unexpected `here` after `mark`\nnote: remove it, or start a comment with `#`"),
    ErrorCase(
      "unquoted state line", "expect-state detail: none",
      "t.scenario:2:14: error: expected quoted text after `expect-state`, found `detail:`\n"
        + "note: put text in double quotes: `\"detail:\"`"),
    ErrorCase(
      "state text missing", "expect-state-contains",
      "t.scenario:2:22: error: expected quoted text after `expect-state-contains`\n"
        + "note: write it like `expect-state-contains \"pending=[p2]\"`"),
    ErrorCase(
      "record without an id", "expect-record",
      "t.scenario:2:14: error: expected a record id after `expect-record`\n"
        + "note: write it like `expect-record r1 height 180 weight 75 standard WHO`"),
    ErrorCase(
      "record with a misspelt field", "expect-record r1 heigth 180",
      "t.scenario:2:18: error: unexpected `heigth` after `r1`\nnote: did you mean `height`?"),
    ErrorCase(
      "record with a bad number", "expect-record r1 height 1,80",
      "t.scenario:2:25: error: bad number `1,80`\nnote: write a decimal number, like `180` or `72.5`"),
    ErrorCase(
      "record with a quoted number", "expect-record r1 weight \"75\"",
      "t.scenario:2:25: error: bad number `\"75\"`\nnote: write a decimal number, like `180` or `72.5`"),
    ErrorCase(
      "record with a lower-case standard", "expect-record r1 standard who",
      "t.scenario:2:27: error: unknown standard `who`\nnote: did you mean `WHO`?"),
    ErrorCase(
      "record with a field twice", "expect-record r1 height 180 height 181",
      "t.scenario:2:29: error: second `height` on the line\n"
        + "note: an `expect-record` line checks each of `height`, `weight` and `standard` at most once"),
    ErrorCase(
      "record field without its value", "expect-record r1 weight",
      "t.scenario:2:24: error: expected a number after `weight`\nnote: write it like `weight 180`"),
  ]
}

// MARK: - Quoted links in navigation events

extension ErrorCase {
  static let links: [ErrorCase] = [
    ErrorCase(
      "word after a quoted link", #"expect-navigation deeplink.rejected "app://x#y" push products.detail"#,
      "t.scenario:2:49: error: unexpected `push` after `\"app://x#y\"`\nnote: expected `,`"),
    ErrorCase(
      "quoted argument of another event", #"expect-navigation push "products.detail""#,
      "t.scenario:2:24: error: a navigation event is never quoted: `\"products.detail\"`\n"
        + "note: write the list without quotes, items separated by commas"),
    ErrorCase(
      "link left open", #"expect-navigation deeplink.open "app://x#y"#,
      "t.scenario:2:33: error: unterminated string\nnote: close the text with `\"`"),
  ]
}

// MARK: - Stale loads

extension ErrorCase {
  static let staleLoads: [ErrorCase] = [
    ErrorCase(
      "stale save", "store save -> stale",
      "t.scenario:2:15: error: `store save` cannot answer `stale`\nnote: it answers `ok` or `fail`"),
    ErrorCase(
      "misspelt stale load", "store load -> stael after 300ms",
      "t.scenario:2:15: error: unexpected `stael` after `->`\nnote: did you mean `stale`?"),
    ErrorCase(
      "unknown load answer", "store load -> late",
      "t.scenario:2:15: error: unexpected `late` after `->`\nnote: expected `ok`, `fail` or `stale`"),
  ]
}

// MARK: - Escapes

extension ErrorCase {
  static let escapes: [ErrorCase] = [
    ErrorCase(
      "unicode escape without braces", #"expect bmi.result "\u1F600""#,
      "t.scenario:2:20: error: bad unicode escape `\\u1` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape of a surrogate", #"expect bmi.result "a\u{D800}""#,
      "t.scenario:2:21: error: bad unicode escape `\\u{D800}` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape beyond the code space", #"expect bmi.result "\u{110000}""#,
      "t.scenario:2:20: error: bad unicode escape `\\u{110000}` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape without digits", #"expect bmi.result "\u{}""#,
      "t.scenario:2:20: error: bad unicode escape `\\u{}` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape with a letter that is not hex", #"expect bmi.result "\u{1G}""#,
      "t.scenario:2:20: error: bad unicode escape `\\u{1G}` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape left open", #"expect bmi.result "\u{1F600""#,
      "t.scenario:2:20: error: bad unicode escape `\\u{1F600` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape of nine digits", #"expect bmi.result "\u{000000041}""#,
      "t.scenario:2:20: error: bad unicode escape `\\u{000000041` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
    ErrorCase(
      "unicode escape after non-ASCII text", #"expect bmi.result "♥\u{zz}""#,
      "t.scenario:2:21: error: bad unicode escape `\\u{zz}` in string\n"
        + "note: write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"),
  ]
}
