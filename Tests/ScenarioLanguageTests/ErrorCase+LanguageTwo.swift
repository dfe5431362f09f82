extension ErrorCase {
  /// The diagnostics of the assertions and header lines of language v2.
  static let languageTwo: [ErrorCase] = [
    ErrorCase(
      "bad service call", "expect-calls fetchProduct(p2, on)",
      "t.scenario:2:14: error: bad service call `fetchProduct(p2, on)`\n"
        + "note: write calls as the trace does: `fetchProducts`, `fetchProduct(p2)`, `setFavorite(p2, on)`, "
        + "`store.save(r1)`, `cancelled fetchProduct(p2)`"),
    ErrorCase(
      "second bad call in a list", "expect-calls fetchProducts, setFavorite(p2, maybe)",
      "t.scenario:2:29: error: bad service call `setFavorite(p2, maybe)`\n"
        + "note: write calls as the trace does: `fetchProducts`, `fetchProduct(p2)`, `setFavorite(p2, on)`, "
        + "`store.save(r1)`, `cancelled fetchProduct(p2)`"),
    ErrorCase(
      "missing calls", "expect-calls",
      "t.scenario:2:13: error: expected a service call after `expect-calls`\n"
        + "note: write it like `expect-calls fetchProduct(p2), setFavorite(p2, on)`"),
    ErrorCase(
      "trailing comma", "expect-calls store.save(r1),",
      "t.scenario:2:29: error: expected a service call after `store.save(r1),`\n"
        + "note: write it like `expect-calls fetchProduct(p2), setFavorite(p2, on)`"),
    ErrorCase(
      "quoted call", "expect-calls \"fetchProducts\"",
      "t.scenario:2:14: error: a service call is never quoted: `\"fetchProducts\"`\n"
        + "note: write the list without quotes, items separated by commas"),
    ErrorCase(
      "arguments after expect-no-calls", "expect-no-calls fetchProducts",
      "t.scenario:2:17: error: unexpected `fetchProducts` after `expect-no-calls`\n"
        + "note: remove it, or start a comment with `#`"),
    ErrorCase(
      "bad navigation event", "expect-navigation jump products.list",
      "t.scenario:2:19: error: bad navigation event `jump products.list`\n"
        + "note: events: `select-tab …`, `push …`, `pop …`, `pop-to-root …`, `set-stack …`, `present …`, "
        + "`dismiss …`, `deeplink.open …`, `deeplink.rejected …`"),
    ErrorCase(
      "navigation event without its argument", "expect-navigation push",
      "t.scenario:2:19: error: bad navigation event `push`\n"
        + "note: events: `select-tab …`, `push …`, `pop …`, `pop-to-root …`, `set-stack …`, `present …`, "
        + "`dismiss …`, `deeplink.open …`, `deeplink.rejected …`"),
    ErrorCase(
      "unquoted title", "expect-title Orders",
      "t.scenario:2:14: error: expected quoted text after `expect-title`, found `Orders`\n"
        + "note: put text in double quotes: `\"Orders\"`"),
    ErrorCase(
      "bad row count", "expect-rows products.list many",
      "t.scenario:2:27: error: bad count `many`\nnote: write a whole number from 0, like `3`"),
    ErrorCase(
      "missing row count", "expect-rendered-rows products.list",
      "t.scenario:2:35: error: expected a count after `products.list`\n"
        + "note: write it like `expect-rendered-rows products.list 20`"),
    ErrorCase(
      "missing rows of an order", "expect-order products.list",
      "t.scenario:2:27: error: expected a row id after `products.list`\n"
        + "note: write it like `expect-order products.list product.p2, product.p1`"),
    ErrorCase(
      "bad row id in an order", "expect-order products.list product.p2, product..p1",
      "t.scenario:2:40: error: bad row id `product..p1`\n"
        + "note: ids are words of letters, digits, `-` and `_` joined by dots, like `product.p2.favorite`"),
    ErrorCase(
      "tap-disabled without an element", "tap-disabled",
      "t.scenario:2:13: error: expected an element id after `tap-disabled`\n"
        + "note: write it like `tap-disabled detail.buy`"),
    ErrorCase(
      "bad behaviour id", "covers: products.Favourite",
      "t.scenario:2:9: error: bad behaviour id `products.Favourite`\n"
        + "note: behaviour ids are lower-case words joined by dots, like `products.favourite.pending-ignores-taps`"
    ),
    ErrorCase(
      "one-word behaviour id", "covers: products.list, checkout",
      "t.scenario:2:24: error: bad behaviour id `checkout`\n"
        + "note: behaviour ids are lower-case words joined by dots, like `products.favourite.pending-ignores-taps`"
    ),
    ErrorCase(
      "empty covers", "covers:",
      "t.scenario:2:8: error: expected a behaviour id after `covers:`\n"
        + "note: write it like `covers: products.favourite.pending-ignores-taps, requests.mutations-run-to-end`"
    ),
    ErrorCase(
      "empty behaviour id between commas", "covers: products.list,,x.y",
      "t.scenario:2:23: error: expected a behaviour id after `,`\n"
        + "note: write it like `covers: products.favourite.pending-ignores-taps, requests.mutations-run-to-end`"
    ),
    ErrorCase(
      "covers ending with a comma", "covers: products.list, bmi.save.ok ,",
      "t.scenario:2:37: error: expected a behaviour id after `,`\n"
        + "note: write it like `covers: products.favourite.pending-ignores-taps, requests.mutations-run-to-end`"
    ),
    ErrorCase(
      "bad unscripted-calls value", "unscripted-calls: yes",
      "t.scenario:2:19: error: bad `unscripted-calls:` value `yes`\n"
        + "note: write `unscripted-calls: allowed`, or leave the line out to fail on them"),
  ]
}
