import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders a saved reading's view model and forwards Delete to it; the coordinator runs the
/// delete and pops the page when it succeeds.
final class HistoryRecordViewController: ViewController {
  let viewModel: HistoryRecordViewModel
  private let work: AsyncWork

  private let errorLabel = Label(identifier: ElementID.recordError, text: AppText.deleteFailed)
  private let dateLabel = Label(identifier: ElementID.recordDate)
  private let valueLabel = Label(identifier: ElementID.recordValue)
  private let categoryLabel = Label(identifier: ElementID.recordCategory)
  private let heightLabel = Label(identifier: ElementID.recordHeight)
  private let weightLabel = Label(identifier: ElementID.recordWeight)
  private let standardLabel = Label(identifier: ElementID.recordStandard)
  private let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(viewModel: HistoryRecordViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = HistoryDateFormatter.format(viewModel.state.record.date)
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.historyDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      errorLabel, dateLabel, valueLabel, categoryLabel, heightLabel, weightLabel, standardLabel, deleteButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    let record = viewModel.state.record
    dateLabel.text = HistoryDateFormatter.format(record.date)
    valueLabel.text = BMIResult.format(record.value)
    categoryLabel.text = AppText.categoryName(record.category)
    heightLabel.text = AppText.height(of: record)
    weightLabel.text = AppText.weight(of: record)
    standardLabel.text = AppText.standardName(record.standard)
    deleteButton.addAction { [weak self] in self?.viewModel.doAction(.view(.deleteTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  // MARK: - Rendering

  private func render() {
    let state = viewModel.state
    errorLabel.isHidden = !state.deleteFailed
    deleteButton.isEnabled = !state.isDeleting
  }
}
