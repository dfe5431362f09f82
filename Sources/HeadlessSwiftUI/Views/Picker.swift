import HeadlessUI

/// A choice of one value among a few, shown segmented; rendered as a HeadlessUI `Choice` whose
/// options are the texts of the content's views. Each option's value is its `.tag(_:)`, or its
/// element's id in a `ForEach`. The selection is read and written through the binding.
public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content

  public init(
    _ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.selection = selection
    self.content = content()
  }

  func update(_ node: Node) {
    let (options, selected) = node.tracking {
      var options = PickerOptions()
      options.append(content)
      return (options, selection.wrappedValue)
    }
    let holder = node.attachment as? PickerState<SelectionValue> ?? PickerState(selection)
    holder.selection = selection
    holder.tags = options.tags.map { $0 as? SelectionValue }
    node.attachment = holder
    if let choice = node.ownView as? Choice, choice.options != options.texts {
      node.ownView = nil
    }
    let choice = node.platformView(Choice.self) {
      let choice = Choice(options: options.texts)
      choice.addAction { [weak holder, weak choice] in
        guard let holder, let choice, let value = holder.tags[choice.selectedIndex] else { return }
        holder.selection.wrappedValue = value
      }
      return choice
    }
    if let index = holder.tags.firstIndex(where: { $0 == selected }), choice.selectedIndex != index {
      choice.selectedIndex = index
    }
    let enabled = node.environment.isEnabled
    if choice.isEnabled != enabled { choice.isEnabled = enabled }
    node.applyIdentifier()
  }
}

extension Picker {
  /// Accepted for SwiftUI's spelling; every picker is segmented here.
  public func pickerStyle(_ style: SegmentedPickerStyle) -> Self { self }
}

/// The one picker style: segments.
public struct SegmentedPickerStyle: Sendable {
  public static let segmented = SegmentedPickerStyle()
}

/// A picker's latest binding and the value of each option.
@MainActor
final class PickerState<Value> {
  var selection: Binding<Value>
  var tags: [Value?] = []

  init(_ selection: Binding<Value>) { self.selection = selection }
}
