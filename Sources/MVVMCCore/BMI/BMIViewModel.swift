import Domain
import Observation

/// The BMI form: validates and computes on every change, saves a record through the history
/// store, and routes to History once saved.
@Observable
@MainActor
public final class BMIViewModel {
  /// Everything that can happen to the view model, by layer; ``doAction(_:)`` takes each.
  public enum Action {
    case view(ViewAction)
    case router(Route)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state = State()
  /// Where routes go: set by the UI side that navigates (a coordinator, a host controller).
  @ObservationIgnored public var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let historyStore: any HistoryStore
  @ObservationIgnored private let clock: any AppClock
  @ObservationIgnored private let ids: any IDGenerator
  @ObservationIgnored private let work: AsyncWork

  /// A view model over the given services; nothing starts before its first action.
  public init(historyStore: any HistoryStore, clock: any AppClock, ids: any IDGenerator, work: AsyncWork) {
    self.historyStore = historyStore
    self.clock = clock
    self.ids = ids
    self.work = work
  }

  /// The one entry point: handles `action` by its layer, at once. A service call it starts
  /// comes back later as an `.apiResponse`.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .router(let route): onRoute?(route)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  /// Whether Save can be tapped: valid input and no save in flight.
  public var canSave: Bool {
    guard case .success = state.reading else { return false }
    return state.savePhase != .saving
  }
}

// MARK: - View actions

extension BMIViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
    case heightChanged(String)
    case weightChanged(String)
    case standardChanged(BMIStandard)
    case saveTapped
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .heightChanged(let text): state.heightText = text
    case .weightChanged(let text): state.weightText = text
    case .standardChanged(let standard): state.standard = standard
    case .saveTapped:
      guard canSave, case .success(let reading) = state.reading else { return }
      state.savePhase = .idle
      let record = BMIRecord(
        id: ids.makeID(), date: clock.now, measurement: reading.measurement, result: reading.result)
      doAction(.apiRequest(.save(record)))
      return
    }
    if state.savePhase == .failed { state.savePhase = .idle }
    state.reading = Self.read(state)
  }

  private static func read(_ state: State) -> Result<Reading, BMIInputProblem> {
    BMIInput.validate(height: state.heightText, weight: state.weightText).map { measurement in
      Reading(measurement: measurement, result: BMIResult(measurement: measurement, standard: state.standard))
    }
  }
}

// MARK: - Routes

extension BMIViewModel {
  /// Where the screen asks to go; ``onRoute`` hands it to the UI side, which navigates.
  public enum Route: Equatable {
    /// A record was saved: show the history.
    case recordSaved
  }
}

// MARK: - Store requests

extension BMIViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
    case save(BMIRecord)
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .save(let record):
      state.savePhase = .saving
      work.run { [self, historyStore] in
        let result = await Result(awaiting: { () async throws(StoreError) in
          try await historyStore.save(record)
        })
        self.doAction(.apiResponse(.saved(result)))
      }
    }
  }
}

// MARK: - Store responses

extension BMIViewModel {
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
    case saved(Result<Void, StoreError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .saved(.success):
      state.savePhase = .idle
      doAction(.router(.recordSaved))
    case .saved(.failure):
      state.savePhase = .failed
    }
  }
}
