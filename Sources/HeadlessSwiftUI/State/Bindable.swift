import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `TextField("Name", text: $model.name)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(_ object: Value) {
    wrappedValue = object
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
