import Domain
import Observation

/// A saved reading's page: the record History listed, and its Delete, which History runs (the
/// page routes it there). The UI side tells it when that delete failed; a success pops the page.
@Observable
@MainActor
public final class HistoryRecordViewModel {
  /// Everything that can happen to the page, by layer: the view, events from the flow around
  /// it, and routes out.
  public enum Action {
    case view(ViewAction)
    case flow(FlowEvent)
    case router(Route)
  }

  /// What the page shows, in domain models only; only ``doAction(_:)`` changes it.
  public struct State: Equatable {
    public let record: BMIRecord
    /// Whether the record's delete is in flight.
    public var isDeleting: Bool
    /// Whether the record's last delete failed while the page showed it.
    public var deleteFailed = false

    public init(record: BMIRecord, isDeleting: Bool, deleteFailed: Bool = false) {
      self.record = record
      self.isDeleting = isDeleting
      self.deleteFailed = deleteFailed
    }
  }

  public private(set) var state: State
  /// Where routes go: set by the UI side that navigates (a coordinator, a host controller).
  @ObservationIgnored public var onRoute: (@MainActor (Route) -> Void)?

  /// The page of `record`, whose delete may already be in flight (started from its row).
  public init(record: BMIRecord, isDeleting: Bool) {
    state = State(record: record, isDeleting: isDeleting)
  }

  /// The one entry point: handles `action` by its layer, at once.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .flow(let event): handleFlowEvent(event)
    case .router(let route): onRoute?(route)
    }
  }
}

// MARK: - View actions

extension HistoryRecordViewModel {
  /// What happened on screen.
  public enum ViewAction: Equatable {
    case deleteTapped
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .deleteTapped:
      guard !state.isDeleting else { return }
      state.isDeleting = true
      state.deleteFailed = false
      doAction(.router(.delete(state.record.id)))
    }
  }
}

// MARK: - Events from the flow

extension HistoryRecordViewModel {
  /// What the UI side tells the page about the record's delete.
  public enum FlowEvent: Equatable {
    case deleteFailed
  }

  private func handleFlowEvent(_ event: FlowEvent) {
    switch event {
    case .deleteFailed:
      state.isDeleting = false
      state.deleteFailed = true
    }
  }
}

// MARK: - Routes

extension HistoryRecordViewModel {
  /// Where the page asks to go: History deletes the record.
  public enum Route: Equatable {
    case delete(String)
  }
}
