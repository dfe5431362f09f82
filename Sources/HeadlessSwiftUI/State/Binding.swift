/// A way to read and write a value owned elsewhere, as SwiftUI's `Binding`: what `$state`,
/// `$model.property` (through ``Bindable``) and `@Binding` give.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    read = get
    write = set
  }

  /// `@Binding var name: String` initialised from a binding (`Child(name: $name)`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding: DynamicProperty {}
