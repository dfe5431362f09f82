import Testing

/// One bad line, written as line 2 between a header and a `launch`, and its exact diagnostic.
struct ErrorCase: CustomTestStringConvertible, Sendable {
  let name: String
  let line: String
  let expected: String
  var testDescription: String { name }

  init(_ name: String, _ line: String, _ expected: String) {
    self.name = name
    self.line = line
    self.expected = expected
  }

  // MARK: - Cases

  static let steps: [ErrorCase] = [
    ErrorCase(
      "unknown command with suggestion", "tpa product.p2",
      "t.scenario:2:1: error: unknown command `tpa`\nnote: did you mean `tap`?"),
    ErrorCase(
      "unknown command without suggestion", "dance",
      "t.scenario:2:1: error: unknown command `dance`\nnote: see Docs/ScenarioLanguage.md for the commands"),
    ErrorCase(
      "missing element id", "tap",
      "t.scenario:2:4: error: expected an element id after `tap`\nnote: write it like `tap product.p2`"),
    ErrorCase(
      "missing text", "type bmi.height",
      "t.scenario:2:16: error: expected quoted text after `bmi.height`\nnote: write it like `type bmi.height \"180\"`"
    ),
    ErrorCase(
      "unquoted text", "type bmi.height 180",
      "t.scenario:2:17: error: expected quoted text after `bmi.height`, found `180`\n"
        + "note: put text in double quotes: `\"180\"`"),
    ErrorCase(
      "bad element id", "tap product..p2",
      "t.scenario:2:5: error: bad element id `product..p2`\n"
        + "note: ids are words of letters, digits, `-` and `_` joined by dots, like `product.p2.favorite`"),
    ErrorCase(
      "duration without unit", "wait 200",
      "t.scenario:2:6: error: bad duration `200`\nnote: did you mean `200ms`?"),
    ErrorCase(
      "duration with a long unit", "wait 2sec",
      "t.scenario:2:6: error: bad duration `2sec`\nnote: did you mean `2s`?"),
    ErrorCase(
      "fractional duration", "wait 1.5s",
      "t.scenario:2:6: error: bad duration `1.5s`\nnote: did you mean `1500ms`?"),
    ErrorCase(
      "duration in minutes", "wait 2m",
      "t.scenario:2:6: error: bad duration `2m`\nnote: did you mean `120s`?"),
    ErrorCase(
      "duration too long for nine digits", "wait 99999999999999999999ms",
      "t.scenario:2:6: error: duration `99999999999999999999ms` is out of range\n"
        + "note: a duration is a whole number from 0 to 999999999 followed by `ms` or `s`"),
    ErrorCase(
      "duration just above the range", "wait 1000000000s",
      "t.scenario:2:6: error: duration `1000000000s` is out of range\n"
        + "note: a duration is a whole number from 0 to 999999999 followed by `ms` or `s`"),
    ErrorCase(
      "duration too long and without unit", "wait 99999999999999999999",
      "t.scenario:2:6: error: duration `99999999999999999999` is out of range\n"
        + "note: a duration is a whole number from 0 to 999999999 followed by `ms` or `s`"),
    ErrorCase(
      "negative duration", "wait -1ms",
      "t.scenario:2:6: error: bad duration `-1ms`\n"
        + "note: write a whole number followed by `ms` or `s`, like `200ms` or `1s`"),
    ErrorCase(
      "fraction of a millisecond", "wait 1.5ms",
      "t.scenario:2:6: error: bad duration `1.5ms`\n"
        + "note: write a whole number followed by `ms` or `s`, like `200ms` or `1s`"),
    ErrorCase(
      "duration with upper-case unit", "wait 200MS",
      "t.scenario:2:6: error: bad duration `200MS`\nnote: did you mean `200ms`?"),
    ErrorCase(
      "duration that is not a number", "wait soon",
      "t.scenario:2:6: error: bad duration `soon`\n"
        + "note: write a whole number followed by `ms` or `s`, like `200ms` or `1s`"),
    ErrorCase(
      "unknown tab", "select-tab order",
      "t.scenario:2:12: error: unknown tab `order`\nnote: did you mean `orders`?"),
    ErrorCase(
      "extra word", "launch now",
      "t.scenario:2:8: error: unexpected `now` after `launch`\nnote: remove it, or start a comment with `#`"),
    ErrorCase(
      "misspelt state", "expect detail.buy disable",
      "t.scenario:2:19: error: unexpected `disable` after `detail.buy`\nnote: did you mean `disabled`?"),
    ErrorCase(
      "unterminated string", "type bmi.height \"180",
      "t.scenario:2:17: error: unterminated string\nnote: close the text with `\"`"),
    ErrorCase(
      "unknown escape", #"type bmi.height "1\q""#,
      "t.scenario:2:19: error: unknown escape `\\q` in string\n"
        + "note: inside quotes, write `\\\"` for a quote, `\\\\` a backslash, `\\n` a line break, `\\t` a tab, "
        + "`\\u{1F600}` any Unicode scalar"),
    ErrorCase(
      "bad date", "clock tomorrow",
      "t.scenario:2:7: error: bad date `tomorrow`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on 30 February", "clock 2026-02-30T09:00:00Z",
      "t.scenario:2:7: error: bad date `2026-02-30T09:00:00Z`: February 2026 has no day 30\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on 29 February outside a leap year", "clock 2025-02-29T09:00:00Z",
      "t.scenario:2:7: error: bad date `2025-02-29T09:00:00Z`: February 2025 has no day 29\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on 29 February of a century that is not a leap year", "clock 2100-02-29T09:00:00Z",
      "t.scenario:2:7: error: bad date `2100-02-29T09:00:00Z`: February 2100 has no day 29\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on 31 April", "clock 2026-04-31T09:00:00Z",
      "t.scenario:2:7: error: bad date `2026-04-31T09:00:00Z`: April 2026 has no day 31\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on day 0", "clock 2026-01-00T09:00:00Z",
      "t.scenario:2:7: error: bad date `2026-01-00T09:00:00Z`: January 2026 has no day 0\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on month 13", "clock 2026-13-01T09:00:00Z",
      "t.scenario:2:7: error: bad date `2026-13-01T09:00:00Z`: there is no month 13\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on month 0", "clock 2026-00-10T09:00:00Z",
      "t.scenario:2:7: error: bad date `2026-00-10T09:00:00Z`: there is no month 0\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date before 1970", "clock 1969-12-31T23:59:59Z",
      "t.scenario:2:7: error: bad date `1969-12-31T23:59:59Z`: the year must be from 1970 to 9999\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on hour 24", "clock 2026-01-01T24:00:00Z",
      "t.scenario:2:7: error: bad date `2026-01-01T24:00:00Z`: there is no hour 24\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on minute 60", "clock 2026-01-01T09:60:00Z",
      "t.scenario:2:7: error: bad date `2026-01-01T09:60:00Z`: there is no minute 60\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date on leap second", "clock 2026-12-31T23:59:60Z",
      "t.scenario:2:7: error: bad date `2026-12-31T23:59:60Z`: there is no second 60\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date with a time zone offset", "clock 2026-01-01T10:00:00+01:00",
      "t.scenario:2:7: error: bad date `2026-01-01T10:00:00+01:00`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date in lower case", "clock 2026-01-01t09:00:00z",
      "t.scenario:2:7: error: bad date `2026-01-01t09:00:00z`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date with fractional seconds", "clock 2026-01-01T09:00:00.5Z",
      "t.scenario:2:7: error: bad date `2026-01-01T09:00:00.5Z`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date without seconds", "clock 2026-01-01T09:00Z",
      "t.scenario:2:7: error: bad date `2026-01-01T09:00Z`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "date with non-ASCII digits", "clock ٢٠٢٦-01-01T09:00:00Z",
      "t.scenario:2:7: error: bad date `٢٠٢٦-01-01T09:00:00Z`\n"
        + "note: write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"),
    ErrorCase(
      "bad tag", "tags: products, two words",
      "t.scenario:2:17: error: bad tag `two words`\n"
        + "note: tags are words of letters, digits, `-` and `_`, separated by commas"),
  ]

  static let characters: [ErrorCase] = [
    ErrorCase(
      "form feed between steps", "tap a\u{0C}tap b",
      "t.scenario:2:6: error: unexpected form feed (U+000C)\nnote: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "lone carriage return between steps", "tap a\rtap b",
      "t.scenario:2:6: error: unexpected carriage return (U+000D)\nnote: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "vertical tab", "tap a\u{0B}",
      "t.scenario:2:6: error: unexpected vertical tab (U+000B)\nnote: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "next line character", "tap a\u{85}tap b",
      "t.scenario:2:6: error: unexpected next line character (U+0085)\n"
        + "note: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "line separator", "tap a\u{2028}tap b",
      "t.scenario:2:6: error: unexpected line separator (U+2028)\nnote: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "paragraph separator in a comment", "launch # one\u{2029}two",
      "t.scenario:2:13: error: unexpected paragraph separator (U+2029)\n"
        + "note: only `\\n` and `\\r\\n` end a line"),
    ErrorCase(
      "byte order mark in the middle", "\u{FEFF}launch",
      "t.scenario:2:1: error: unexpected byte order mark (U+FEFF)\n"
        + "note: a byte order mark may only start the file"),
    ErrorCase(
      "no-break space between words", "tap\u{A0}product.p2",
      "t.scenario:2:4: error: unexpected no-break space (U+00A0)\n"
        + "note: outside quoted text, only visible characters, spaces and tabs are allowed"),
    ErrorCase(
      "terminal escape outside quotes", "tap \u{1B}[31mproduct.p2",
      "t.scenario:2:5: error: unexpected escape character (U+001B)\n"
        + "note: outside quoted text, only visible characters, spaces and tabs are allowed"),
    ErrorCase(
      "null character", "launch\u{0}",
      "t.scenario:2:7: error: unexpected null character (U+0000)\n"
        + "note: outside quoted text, only visible characters, spaces and tabs are allowed"),
    ErrorCase(
      "bidirectional override in a comment", "launch # \u{202E}txet",
      "t.scenario:2:10: error: unexpected right-to-left override (U+202E)\n"
        + "note: outside quoted text, only visible characters, spaces and tabs are allowed"),
    ErrorCase(
      "other invisible formatting character", "tap a\u{2060}b",
      "t.scenario:2:6: error: unexpected invisible formatting character (U+2060)\n"
        + "note: outside quoted text, only visible characters, spaces and tabs are allowed"),
    ErrorCase(
      "form feed in quoted text", "type bmi.height \"1\u{0C}2\"",
      "t.scenario:2:19: error: unexpected form feed (U+000C) in quoted text\n"
        + "note: quoted text may hold tabs, but no other control characters and no line breaks"),
    ErrorCase(
      "line separator in quoted text", "open \"app://x\u{2028}\"",
      "t.scenario:2:14: error: unexpected line separator (U+2028) in quoted text\n"
        + "note: quoted text may hold tabs, but no other control characters and no line breaks"),
    ErrorCase(
      "escaped control character in quoted text", "type bmi.height \"\\\u{1B}\"",
      "t.scenario:2:19: error: unexpected escape character (U+001B) in quoted text\n"
        + "note: quoted text may hold tabs, but no other control characters and no line breaks"),
  ]

  static let rules: [ErrorCase] = [
    ErrorCase(
      "unknown api method with suggestion", "api fetchProduts -> empty",
      "t.scenario:2:5: error: unknown api method `fetchProduts`\nnote: did you mean `fetchProducts`?"),
    ErrorCase(
      "missing arrow", "api fetchOrders",
      "t.scenario:2:16: error: expected `->` after `fetchOrders`\n"
        + "note: write it like `api fetchOrders -> fixtures/orders-1.json`"),
    ErrorCase(
      "misspelt arrow", "api fetchOrders => empty",
      "t.scenario:2:17: error: unexpected `=>` after `fetchOrders`\nnote: did you mean `->`?"),
    ErrorCase(
      "argument for a method without arguments", "api fetchOrders o1 -> empty",
      "t.scenario:2:17: error: unexpected argument `o1` for `fetchOrders`\nnote: `fetchOrders` takes no argument"
    ),
    ErrorCase(
      "too many arguments for setFavorite", "api setFavorite p2 on p3 -> ok",
      "t.scenario:2:23: error: unexpected argument `p3` for `setFavorite`\n"
        + "note: `setFavorite` takes at most a product id and `on` or `off`, like `setFavorite p2 on`"),
    ErrorCase(
      "bad failure kind", "api fetchProducts -> fail netwrok",
      "t.scenario:2:27: error: unknown failure kind `netwrok`\nnote: did you mean `network`?"),
    ErrorCase(
      "missing server status", "api fetchProducts -> fail server",
      "t.scenario:2:33: error: expected a status after `server`\nnote: write it like `fail server 500`"),
    ErrorCase(
      "bad server status", "api fetchProducts -> fail server 99",
      "t.scenario:2:34: error: bad server status `99`\n"
        + "note: write an HTTP status from 100 to 599, like `fail server 500`"),
    ErrorCase(
      "ok for a method that answers data", "api fetchProducts -> ok",
      "t.scenario:2:22: error: `fetchProducts` cannot answer `ok`\n"
        + "note: it answers a fixture, `empty` or `fail …`"),
    ErrorCase(
      "fixture for setFavorite", "api setFavorite -> fixtures/products-3.json",
      "t.scenario:2:20: error: `setFavorite` cannot answer a fixture\nnote: it answers `ok` or `fail …`"),
    ErrorCase(
      "misspelt answer", "api setFavorite -> oky",
      "t.scenario:2:20: error: unknown answer `oky` for `setFavorite`\nnote: did you mean `ok`?"),
    ErrorCase(
      "unknown answer", "api fetchProduct -> nothing",
      "t.scenario:2:21: error: unknown answer `nothing` for `fetchProduct`\n"
        + "note: `fetchProduct` answers a fixture or `fail …`"),
    ErrorCase(
      "call number zero", "api fetchOrders -> empty on call 0",
      "t.scenario:2:34: error: bad call number `0`\nnote: calls count from 1 to 999999999, like `on call 2`"),
    ErrorCase(
      "two frequencies", "api fetchOrders -> empty once always",
      "t.scenario:2:31: error: `always` conflicts with `once` on the same line\n"
        + "note: a rule has one latency and one of `once`, `always`, `on call <n>`"),
    ErrorCase(
      "misspelt modifier", "api fetchOrders -> empty aftr 10ms",
      "t.scenario:2:26: error: unexpected `aftr` after `empty`\nnote: did you mean `after`?"),
    ErrorCase(
      "unknown store operation", "store sve -> fail",
      "t.scenario:2:7: error: unknown store operation `sve`\nnote: did you mean `save`?"),
    ErrorCase(
      "unknown store answer", "store save -> nope",
      "t.scenario:2:15: error: unexpected `nope` after `->`\nnote: expected `ok` or `fail`"),
  ]

  static let fixtures: [ErrorCase] = [
    ErrorCase(
      "fixture above the root", "api fetchProducts -> ../outside.json",
      "t.scenario:2:22: error: fixture `../outside.json` is outside the scenarios folder\n"
        + "note: fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"),
    ErrorCase(
      "absolute fixture path", "api fetchProducts -> /etc/hosts",
      "t.scenario:2:22: error: fixture `/etc/hosts` is outside the scenarios folder\n"
        + "note: fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"),
    ErrorCase(
      "fixture through a symbolic link", "api fetchProducts -> fixtures/escape.json",
      "t.scenario:2:22: error: fixture `fixtures/escape.json` is outside the scenarios folder\n"
        + "note: fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"),
    ErrorCase(
      "missing fixture", "api fetchProducts -> fixtures/product-p2x.json",
      "t.scenario:2:22: error: no fixture file `fixtures/product-p2x.json`\n"
        + "note: did you mean `fixtures/product-p2.json`?"),
    ErrorCase(
      "fixture with a missing key", "api fetchProducts -> fixtures/products-missing-name.json",
      "t.scenario:2:22: error: fixture `fixtures/products-missing-name.json` does not fit `fetchProducts`: "
        + "missing key `product_name` at [1]\n"
        + "note: `fetchProducts` needs an array of products "
        + "(`product_id`, `product_name`, `price`, `image_url`, `is_favorited`)"),
    ErrorCase(
      "fixture of the wrong shape", "api fetchProduct -> fixtures/products-3.json",
      "t.scenario:2:21: error: fixture `fixtures/products-3.json` does not fit `fetchProduct`: "
        + "expected an object for the document\n"
        + "note: `fetchProduct` needs one product "
        + "(`product_id`, `product_name`, `price`, `description`, `image_url`, `is_favorited`)"),
    ErrorCase(
      "fixture that is not JSON", "api fetchOrders -> fixtures/broken.json",
      "t.scenario:2:20: error: fixture `fixtures/broken.json` does not fit `fetchOrders`: "
        + "not JSON at line 1, column 23: expected a key in quotes\n"
        + "note: `fetchOrders` needs an array of orders "
        + "(`order_id`, `product_id`, `product_name`, `total`, `created_at`)"),
    ErrorCase(
      "fixture with a number no Double holds", "api fetchProducts -> fixtures/price-out-of-range.json",
      "t.scenario:2:22: error: fixture `fixtures/price-out-of-range.json` does not fit `fetchProducts`: "
        + "number out of range at [0].price: 1e999 (line 1, column 55)\n"
        + "note: `fetchProducts` needs an array of products "
        + "(`product_id`, `product_name`, `price`, `image_url`, `is_favorited`)"),
    ErrorCase(
      "seed fixture named by one non-ASCII character", "store seed é",
      "t.scenario:2:12: error: no fixture file `é`\n"
        + "note: a fixture path is looked up from the scenario's folder, then from the scenarios folder"),
    ErrorCase(
      "quoted fixture path of one non-ASCII character", "api fetchProducts -> \"€\"",
      "t.scenario:2:22: error: no fixture file `€`\n"
        + "note: a fixture path is looked up from the scenario's folder, then from the scenarios folder"),
    ErrorCase(
      "non-ASCII fixture folder", "api fetchProduct -> \"é/€.json\"",
      "t.scenario:2:21: error: no fixture file `é/€.json`\n"
        + "note: a fixture path is looked up from the scenario's folder, then from the scenarios folder"),
    ErrorCase(
      "non-ASCII answer word", "api fetchProducts -> é",
      "t.scenario:2:22: error: unknown answer `é` for `fetchProducts`\n"
        + "note: `fetchProducts` answers a fixture, `empty` or `fail …`"),
    ErrorCase(
      "fixture path that climbs out through a folder", "api fetchProducts -> fixtures/../../outside.json",
      "t.scenario:2:22: error: fixture `fixtures/../../outside.json` is outside the scenarios folder\n"
        + "note: fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"),
    ErrorCase(
      "fixture path that is only dots", "api fetchProducts -> ./.",
      "t.scenario:2:22: error: fixture `./.` is outside the scenarios folder\n"
        + "note: fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"),
    ErrorCase(
      "fixture that is a folder", "api fetchOrders -> fixtures/",
      "t.scenario:2:20: error: cannot read fixture `fixtures/`"),
    ErrorCase(
      "seed with an unknown standard", "store seed fixtures/history-bad-standard.json",
      "t.scenario:2:12: error: fixture `fixtures/history-bad-standard.json` does not fit `store seed`: "
        + "expected `WHO` or `Taiwan` for `standard` at [0], found `EU`\n"
        + "note: `store seed` needs an array of records (`id`, `date`, `height_cm`, `weight_kg`, `standard`)"),
    ErrorCase(
      "seed with a bad date", "store seed fixtures/history-bad-date.json",
      "t.scenario:2:12: error: fixture `fixtures/history-bad-date.json` does not fit `store seed`: "
        + "expected an ISO 8601 instant for `date` at [0], found `yesterday`\n"
        + "note: `store seed` needs an array of records (`id`, `date`, `height_cm`, `weight_kg`, `standard`)"),
    ErrorCase(
      "seed with a date that is not in the calendar", "store seed fixtures/history-feb-30.json",
      "t.scenario:2:12: error: fixture `fixtures/history-feb-30.json` does not fit `store seed`: "
        + "bad `date` `2026-02-30T08:00:00Z` at [1]: February 2026 has no day 30\n"
        + "note: `store seed` needs an array of records (`id`, `date`, `height_cm`, `weight_kg`, `standard`)"),
    ErrorCase(
      "seed with a duplicate id", "store seed fixtures/history-duplicate-id.json",
      "t.scenario:2:12: error: fixture `fixtures/history-duplicate-id.json` does not fit `store seed`: "
        + "duplicate id `h1` at [1]\n"
        + "note: `store seed` needs an array of records (`id`, `date`, `height_cm`, `weight_kg`, `standard`)"),
  ]
}
