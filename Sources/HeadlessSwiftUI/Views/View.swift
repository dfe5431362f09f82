/// A piece of declarative UI, as in SwiftUI: a value whose ``body`` says what it shows.
///
/// A view is cheap to make and made again whenever its parent's body is evaluated; what lasts is
/// its *identity*, the place it has in its parent's body (and its `id` in a ``ForEach``). The
/// graph keeps a view's `@State` for as long as its identity is on screen and evaluates its body
/// again only when something the body read (an `@Observable` property, a `@State`) changed.
@MainActor
public protocol View {
  /// The view this view is made of.
  associatedtype Body: View
  /// What this view shows; evaluated by the graph, never by the app.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body.
  public var body: Never { fatalError("Never has no body") }
}

/// Marks a view that the graph renders itself rather than through a body (`Text`, `Button` …).
@MainActor
protocol PrimitiveView {
  /// Brings `node` up to date with this view: its platform view, its children, its lifecycle.
  func update(_ node: Node)
}

extension View where Body == Never {
  /// Primitive views have no body; asking for it is a programming error.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
