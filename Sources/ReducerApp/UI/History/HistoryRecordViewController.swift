import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders a saved reading's page from its store scope and sends Delete.
final class HistoryRecordViewController: ViewController {
  /// The stack element this screen shows; the navigation sync compares it with the state.
  let stackID: StackElementID
  private let store: Store<HistoryRecordFeature.State, HistoryRecordFeature.Action>
  private var observation: ObservationToken?

  private let errorLabel = Label(identifier: ElementID.recordError, text: AppText.deleteFailed)
  private let dateLabel = Label(identifier: ElementID.recordDate)
  private let valueLabel = Label(identifier: ElementID.recordValue)
  private let categoryLabel = Label(identifier: ElementID.recordCategory)
  private let heightLabel = Label(identifier: ElementID.recordHeight)
  private let weightLabel = Label(identifier: ElementID.recordWeight)
  private let standardLabel = Label(identifier: ElementID.recordStandard)
  private let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(stackID: StackElementID, store: Store<HistoryRecordFeature.State, HistoryRecordFeature.Action>) {
    self.stackID = stackID
    self.store = store
    super.init()
    title = store.state.title
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.historyDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let elements: [View] = [
      errorLabel, dateLabel, valueLabel, categoryLabel, heightLabel, weightLabel, standardLabel, deleteButton,
    ]
    for element in elements { view.addSubview(element) }
    deleteButton.addAction { [weak self] in self?.store.send(.deleteTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
    if let observation { trackLifetime(of: observation, role: "observation") }
  }

  // MARK: - Rendering

  private func render(_ state: HistoryRecordFeature.State) {
    let record = state.record
    errorLabel.isHidden = !state.showsDeleteFailure
    dateLabel.text = HistoryDateFormatter.format(record.date)
    valueLabel.text = BMIResult.format(record.value)
    categoryLabel.text = AppText.categoryName(record.category)
    heightLabel.text = AppText.height(of: record)
    weightLabel.text = AppText.weight(of: record)
    standardLabel.text = AppText.standardName(record.standard)
    deleteButton.isEnabled = !state.isDeleting
  }
}
