extension Step {
  /// What a step does. Element, screen and tab identifiers are kept exactly as written.
  public enum Action: Equatable, Sendable {
    /// `launch`: start the app.
    case launch
    /// `tap ID`: tap the element.
    case tap(element: String)
    /// `type ID "text"`: type the text into the field, after what it already holds.
    case type(element: String, text: String)
    /// `clear ID`: empty the text field.
    case clear(element: String)
    /// `choose ID "Option"`: pick an option of a choice.
    case choose(element: String, option: String)
    /// `back`: the navigation bar's back control (`nav.back`).
    case back
    /// `swipe-dismiss`: dismiss the presented modal interactively (`modal.swipe-dismiss`).
    case swipeDismiss
    /// `open "app://…"`: open a deep link; the text is not checked, so rejected links can be tested.
    case open(url: String)
    /// `scroll ID`: scroll the row into view in its list.
    case scroll(element: String)
    /// `wait 200ms`: advance the virtual clock.
    case wait(Duration)
    /// `select-tab TAB`: the user taps a tab-bar item.
    case selectTab(String)
    /// `expect ID ["text"] [enabled|disabled]`: the element is on screen, with that text and
    /// state when they are given (nil: not checked).
    case expect(element: String, text: String?, isEnabled: Bool?)
    /// `expect-missing ID`: no element with that identifier is on screen.
    case expectMissing(element: String)
    /// `expect-screen SCREEN`: the top screen's identifier, like `products.list`.
    case expectScreen(String)
    /// `expect-tab TAB`: the selected tab.
    case expectTab(String)
    /// `tap-disabled ID`: the element is on screen and disabled, so a tap does nothing (UIKit
    /// delivers no event). An accidental `tap` on a disabled element stays an error.
    case tapDisabled(element: String)
    /// `expect-calls CALL, …` / `expect-no-calls`: exactly the service calls (cancellations
    /// included) the last action caused, in order, as the trace writes them.
    case expectCalls([String])
    /// `expect-navigation EVENT, …` / `expect-no-navigation`: exactly the navigation events the last
    /// action caused, in order.
    case expectNavigation([String])
    /// `expect-title "Orders"`: the top screen's title.
    case expectTitle(String)
    /// `expect-rows LIST N`: the list holds N rows (on screen or not).
    case expectRows(list: String, count: Int)
    /// `expect-rendered-rows LIST N`: the list renders N rows (the cells on screen).
    case expectRenderedRows(list: String, count: Int)
    /// `expect-order LIST ROW, …`: the rows the list renders, first to last, are exactly these.
    case expectOrder(list: String, rows: [String])
    /// `refused ACTION`: the window refuses the user action (`back` at a root, `select-tab`
    /// under a modal, `swipe-dismiss` with no sheet, `tap` on a disabled button), and nothing
    /// changes. Only ``refusableCommands`` may follow `refused`.
    indirect case refused(Action)
    /// `expect-calls-any-order CALL, …`: the service calls the last action caused are these, in
    /// any order.
    case expectCallsAnyOrder([String])
    /// `mark`: `expect-call-count` lines below it count the calls from here (until the next
    /// `mark`) instead of from launch. It neither acts nor checks.
    case mark
    /// `expect-call-count CALL N`: the calls since launch (or the last `mark`) that are `CALL` (a whole call such as
    /// `fetchProduct(p2)`, or a method name such as `fetchProduct` for every call of it; with
    /// `cancelled ` in front, its cancellations) number N.
    case expectCallCount(call: String, count: Int)
    /// `expect-state "line"`: a line of the app's exported state is exactly this.
    case expectState(line: String)
    /// `expect-state-contains "text"`: a line of the app's exported state holds this text.
    case expectStateContains(String)
    /// `expect-record ID [height N] [weight N] [standard S]`: the history store holds a record
    /// with that id and, for each field given, that value.
    case expectRecord(RecordExpectation)

    /// The commands `refused` may be put in front of: the user actions the window can refuse.
    public static let refusableCommands = [
      "back", "swipe-dismiss", "select-tab", "tap", "type", "clear", "choose",
    ]

    /// The command word that starts the step's line (`tap`, `expect-missing` …).
    public var command: String {
      switch self {
      case .launch: "launch"
      case .tap: "tap"
      case .type: "type"
      case .clear: "clear"
      case .choose: "choose"
      case .back: "back"
      case .swipeDismiss: "swipe-dismiss"
      case .open: "open"
      case .scroll: "scroll"
      case .wait: "wait"
      case .selectTab: "select-tab"
      case .expect: "expect"
      case .expectMissing: "expect-missing"
      case .expectScreen: "expect-screen"
      case .expectTab: "expect-tab"
      case .tapDisabled: "tap-disabled"
      case .expectCalls(let calls): calls.isEmpty ? "expect-no-calls" : "expect-calls"
      case .expectNavigation(let events): events.isEmpty ? "expect-no-navigation" : "expect-navigation"
      case .expectTitle: "expect-title"
      case .expectRows: "expect-rows"
      case .expectRenderedRows: "expect-rendered-rows"
      case .expectOrder: "expect-order"
      case .refused: "refused"
      case .expectCallsAnyOrder: "expect-calls-any-order"
      case .expectCallCount: "expect-call-count"
      case .mark: "mark"
      case .expectState: "expect-state"
      case .expectStateContains: "expect-state-contains"
      case .expectRecord: "expect-record"
      }
    }

    /// Whether the step checks the screen rather than acting on it.
    public var isAssertion: Bool {
      switch self {
      case .expect, .expectMissing, .expectScreen, .expectTab, .expectCalls, .expectNavigation, .expectTitle,
        .expectRows, .expectRenderedRows, .expectOrder, .expectCallsAnyOrder, .expectCallCount, .expectState,
        .expectStateContains, .expectRecord, .mark:
        true
      default: false
      }
    }
  }
}
