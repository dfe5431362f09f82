/// The options of a ``Picker``: each option view's text and value.
@MainActor
struct PickerOptions {
  private(set) var texts: [String] = []
  private(set) var tags: [AnyHashable?] = []

  /// Adds the options `view` makes: a tuple's or a `ForEach`'s views, or `view` itself.
  mutating func append<V: View>(_ view: V, defaultTag: AnyHashable? = nil) {
    if let source = view as? any PickerOptionSource {
      source.appendOptions(to: &self, defaultTag: defaultTag)
    } else {
      texts.append((view as? any TextProviding)?.plainText ?? "")
      tags.append(defaultTag)
    }
  }

  mutating func appendOption(text: String, tag: AnyHashable?) {
    texts.append(text)
    tags.append(tag)
  }
}

/// A view that makes picker options.
@MainActor
protocol PickerOptionSource {
  func appendOptions(to options: inout PickerOptions, defaultTag: AnyHashable?)
}

extension TupleView: PickerOptionSource {
  func appendOptions(to options: inout PickerOptions, defaultTag: AnyHashable?) {
    for view in repeat each value { options.append(view) }
  }
}

extension ForEach: PickerOptionSource {
  func appendOptions(to options: inout PickerOptions, defaultTag: AnyHashable?) {
    for offset in 0..<data.count { options.append(view(at: offset), defaultTag: AnyHashable(id(at: offset))) }
  }
}

/// Gives a picker option its value, or a ``TabView``'s tab the selection that selects it
/// (``View/tag(_:)``).
public struct TagModifier<Tag: Hashable>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let tag: Tag

  func update<Content: View>(_ node: Node, content: Content) {
    node.attachment = TagBox(AnyHashable(tag))
    node.reconcileChildren { $0.update(key: 0, content) }
  }
}

extension ModifiedContent: PickerOptionSource {
  func appendOptions(to options: inout PickerOptions, defaultTag: AnyHashable?) {
    let tag = (modifier as? any TagProviding)?.anyTag ?? defaultTag
    options.append(content, defaultTag: tag)
  }
}

@MainActor
protocol TagProviding {
  var anyTag: AnyHashable { get }
}

extension TagModifier: TagProviding {
  var anyTag: AnyHashable { AnyHashable(tag) }
}

extension View {
  /// The value this view stands for as a ``Picker`` option or a ``TabView``'s tab.
  public func tag<Tag: Hashable>(_ tag: Tag) -> ModifiedContent<Self, TagModifier<Tag>> {
    modifier(TagModifier(tag: tag))
  }
}
