import Domain
import Observation

/// The BMI form: validates and computes on every change, saves a record through the history
/// store, and routes to History once saved.
@Observable
@MainActor
final class BMIViewModel {
  enum Action {
    case view(ViewAction)
    case router(Route)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  private(set) var state = State()
  @ObservationIgnored var onRoute: (@MainActor (Route) -> Void)?

  @ObservationIgnored private let historyStore: any HistoryStore
  @ObservationIgnored private let clock: any AppClock
  @ObservationIgnored private let ids: any IDGenerator
  @ObservationIgnored private let work: AsyncWork

  init(historyStore: any HistoryStore, clock: any AppClock, ids: any IDGenerator, work: AsyncWork) {
    self.historyStore = historyStore
    self.clock = clock
    self.ids = ids
    self.work = work
  }

  func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .router(let route): onRoute?(route)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  /// Whether Save can be tapped: valid input and no save in flight.
  var canSave: Bool {
    guard case .success = state.reading else { return false }
    return state.savePhase != .saving
  }
}

// MARK: - View actions

extension BMIViewModel {
  enum ViewAction: Equatable {
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
  enum Route: Equatable {
    /// A record was saved: show the history.
    case recordSaved
  }
}

// MARK: - Store requests

extension BMIViewModel {
  enum APIRequest: Equatable {
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
  enum APIResponse {
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
