extension Sequence where Element == any AppVariant.Type {
  /// The variant called `name`, in any letter case (`MVC` is `mvc`); an exact match first.
  public func variant(named name: String) -> (any AppVariant.Type)? {
    first { $0.name == name } ?? first { $0.name.lowercased() == name.lowercased() }
  }
}
