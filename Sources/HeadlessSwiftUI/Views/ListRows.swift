/// The rows of a ``List``, known without building them: how many, and for each its identity,
/// its identifier and its view. A `ForEach` is one segment of rows however long it is.
@MainActor
struct ListRows {
  struct Segment {
    let count: Int
    let id: @MainActor (Int) -> AnyHashable
    let view: @MainActor (Int) -> any View
  }

  private(set) var segments: [Segment] = []
  private(set) var count = 0

  /// Adds the rows `view` makes: a `ForEach`'s elements, a tuple's views, or `view` itself.
  mutating func append<V: View>(_ view: V) {
    if let source = view as? any ListRowSource {
      source.appendRows(to: &self)
    } else {
      let position = segments.count
      append(
        Segment(count: 1, id: { _ in AnyHashable(StaticRowKey(position: position)) }, view: { _ in view }))
    }
  }

  mutating func append(_ segment: Segment) {
    segments.append(segment)
    count += segment.count
  }

  /// The identity of row `row`.
  func id(at row: Int) -> AnyHashable {
    let (segment, offset) = locate(row)
    return segment.id(offset)
  }

  /// Row `row`: its identity, the identifier its cell gets, and its view without that identifier.
  func row(at row: Int) -> (id: AnyHashable, identifier: String?, view: AnyView) {
    let (segment, offset) = locate(row)
    let view = segment.view(offset)
    if let identified = view as? any IdentifiedView {
      return (segment.id(offset), identified.outerIdentifier, identified.contentWithoutIdentifier)
    }
    return (segment.id(offset), nil, AnyView(view))
  }

  /// The identifier row `row`'s cell gets, without wrapping its view (what an index needs).
  func identifier(at row: Int) -> String? {
    let (segment, offset) = locate(row)
    return (segment.view(offset) as? any IdentifiedView)?.outerIdentifier
  }

  private func locate(_ row: Int) -> (Segment, Int) {
    var offset = row
    for segment in segments {
      if offset < segment.count { return (segment, offset) }
      offset -= segment.count
    }
    preconditionFailure("row \(row) is out of range (\(count) rows)")
  }
}

/// A view that makes several rows of a list.
@MainActor
protocol ListRowSource {
  func appendRows(to rows: inout ListRows)
}

/// The key of a list row that is not from a `ForEach`: its position among the segments.
struct StaticRowKey: Hashable {
  let position: Int
}

extension ForEach: ListRowSource {
  func appendRows(to rows: inout ListRows) {
    rows.append(
      ListRows.Segment(
        count: data.count,
        id: { AnyHashable(ForEachKey(id: self.id(at: $0))) },
        view: { self.view(at: $0) }))
  }
}

extension TupleView: ListRowSource {
  func appendRows(to rows: inout ListRows) {
    for view in repeat each value { rows.append(view) }
  }
}

extension Optional: ListRowSource where Wrapped: View {
  func appendRows(to rows: inout ListRows) {
    if case .some(let view) = self { rows.append(view) }
  }
}
