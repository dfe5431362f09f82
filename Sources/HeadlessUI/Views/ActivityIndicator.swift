/// A spinner, like `UIActivityIndicatorView`; shown while something loads.
@MainActor
public final class ActivityIndicator: View {
  override public var kind: String? { "activity" }
}
