import AppContract
import Domain
import ReducerRuntime

/// A saved reading's page, pushed on History's stack: the record History listed, and its Delete,
/// which it hands to History (the delete is History's, whichever button started it). History
/// keeps ``State/isDeleting`` and the failure up to date, and pops the page when the record is
/// gone.
public struct HistoryRecordFeature: Reducer {
  public struct State: Equatable, Sendable {
    public let record: BMIRecord
    /// The record's delete is in flight.
    public var isDeleting: Bool
    /// The record's last delete failed while the page showed it.
    public var showsDeleteFailure = false

    public init(record: BMIRecord, isDeleting: Bool = false, showsDeleteFailure: Bool = false) {
      self.record = record
      self.isDeleting = isDeleting
      self.showsDeleteFailure = showsDeleteFailure
    }

    /// The navigation title: the record's date.
    public var title: String { HistoryDateFormatter.format(record.date) }
  }

  public enum Action: Equatable, Sendable {
    case deleteTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      /// Delete the record with this id.
      case delete(String)
    }
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deleteTapped:
      guard !state.isDeleting else { return .none }
      return .send(.delegate(.delete(state.record.id)))
    case .delegate:
      return .none
    }
  }
}
