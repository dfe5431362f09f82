import AppContract
import HeadlessUI

/// A reading's page: shows what the presenter hands it and forwards Delete.
@MainActor
final class HistoryRecordViewController: ViewController {
  let output: any HistoryRecordViewOutput
  private var model = HistoryRecordDisplayModel()

  private let errorLabel = Label(identifier: ElementID.recordError)
  private let dateLabel = Label(identifier: ElementID.recordDate)
  private let valueLabel = Label(identifier: ElementID.recordValue)
  private let categoryLabel = Label(identifier: ElementID.recordCategory)
  private let heightLabel = Label(identifier: ElementID.recordHeight)
  private let weightLabel = Label(identifier: ElementID.recordWeight)
  private let standardLabel = Label(identifier: ElementID.recordStandard)
  private let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(output: any HistoryRecordViewOutput) {
    self.output = output
    super.init()
  }

  override var screenName: String { ScreenName.historyDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      errorLabel, dateLabel, valueLabel, categoryLabel, heightLabel, weightLabel, standardLabel, deleteButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.output.didTapDelete() }
    output.viewDidLoad()
  }

  private func apply() {
    title = model.title
    errorLabel.text = model.errorMessage ?? ""
    errorLabel.isHidden = model.errorMessage == nil
    dateLabel.text = model.date
    valueLabel.text = model.value
    categoryLabel.text = model.category
    heightLabel.text = model.height
    weightLabel.text = model.weight
    standardLabel.text = model.standard
    deleteButton.isEnabled = model.isDeleteEnabled
  }
}

// MARK: - HistoryRecordViewInput

extension HistoryRecordViewController: HistoryRecordViewInput {
  func display(_ model: HistoryRecordDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}
