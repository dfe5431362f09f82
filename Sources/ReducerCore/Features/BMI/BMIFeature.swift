import AppContract
import Domain
import ReducerRuntime

/// The BMI form: the result is derived from the typed text on every change (Domain's rules);
/// save stamps a record with an id and a date from the dependencies and writes it; the app
/// switches to History when it was saved.
public struct BMIFeature: Reducer {
  public struct State: Equatable, Sendable {
    public enum SavePhase: Equatable, Sendable {
      case idle
      case saving
      case failed
    }

    public var heightText = ""
    public var weightText = ""
    public var standard: BMIStandard = .who
    public var save: SavePhase = .idle

    public init(
      heightText: String = "", weightText: String = "", standard: BMIStandard = .who, save: SavePhase = .idle
    ) {
      self.heightText = heightText
      self.weightText = weightText
      self.standard = standard
      self.save = save
    }

    /// The validated measurement, or what is wrong with the input.
    public var measurement: Result<BMIMeasurement, BMIInputProblem> {
      BMIInput.validate(height: heightText, weight: weightText)
    }

    /// The BMI of valid input.
    public var result: BMIResult? {
      guard case .success(let measurement) = measurement else { return nil }
      return BMIResult(measurement: measurement, standard: standard)
    }

    /// The prompt for invalid input.
    public var prompt: String? {
      guard case .failure(let problem) = measurement else { return nil }
      return AppText.prompt(problem)
    }

    /// What the form shows: the prompt, or `23.1 Normal`.
    public var outcome: String {
      result.map { "\($0.formattedValue) \(AppText.categoryName($0.category))" } ?? prompt ?? ""
    }

    public var canSave: Bool { result != nil && save != .saving }
  }

  public enum Action: Equatable, Sendable {
    case heightChanged(String)
    case weightChanged(String)
    case standardChanged(BMIStandard)
    case saveTapped
    case saveResponse(BMIRecord, error: StoreError?)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case saved(BMIRecord)
    }
  }

  let history: HistoryClient
  let date: DateClient
  let ids: IDClient

  public init(history: HistoryClient, date: DateClient, ids: IDClient) {
    self.history = history
    self.date = date
    self.ids = ids
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .heightChanged(let text):
      state.heightText = text
      state.clearSaveFailure()
      return .none
    case .weightChanged(let text):
      state.weightText = text
      state.clearSaveFailure()
      return .none
    case .standardChanged(let standard):
      state.standard = standard
      state.clearSaveFailure()
      return .none
    case .saveTapped:
      guard state.canSave, case .success(let measurement) = state.measurement, let result = state.result
      else {
        return .none
      }
      state.save = .saving
      let record = BMIRecord(id: ids.make(), date: date.now(), measurement: measurement, result: result)
      return .run { [history] send in
        let error = await Result { () async throws(StoreError) in try await history.save(record) }.failure
        await send(.saveResponse(record, error: error))
      }
    case .saveResponse(let record, let error):
      guard error == nil else {
        state.save = .failed
        return .none
      }
      state.save = .idle
      return .send(.delegate(.saved(record)))
    case .delegate:
      return .none
    }
  }
}

extension BMIFeature.State {
  fileprivate mutating func clearSaveFailure() {
    if save == .failed { save = .idle }
  }
}
