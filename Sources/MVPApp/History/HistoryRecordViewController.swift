import AppContract
import HeadlessUI

/// A saved reading's passive view: builds its labels, forwards Delete to the presenter, shows what
/// the presenter tells it and pops itself when told to.
final class HistoryRecordViewController: ViewController {
  let presenter: HistoryRecordPresenter

  // MARK: - Views

  private let errorLabel = Label(identifier: ElementID.recordError)
  private let dateLabel = Label(identifier: ElementID.recordDate)
  private let valueLabel = Label(identifier: ElementID.recordValue)
  private let categoryLabel = Label(identifier: ElementID.recordCategory)
  private let heightLabel = Label(identifier: ElementID.recordHeight)
  private let weightLabel = Label(identifier: ElementID.recordWeight)
  private let standardLabel = Label(identifier: ElementID.recordStandard)
  private let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(presenter: HistoryRecordPresenter) {
    self.presenter = presenter
    super.init()
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.historyDetail }

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      errorLabel, dateLabel, valueLabel, categoryLabel, heightLabel, weightLabel, standardLabel, deleteButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.presenter.deleteTapped() }
    presenter.viewDidLoad()
  }
}

// MARK: - HistoryRecordView

extension HistoryRecordViewController: HistoryRecordView {
  func show(content: HistoryRecordContent) {
    title = content.title
    dateLabel.text = content.date
    valueLabel.text = content.value
    categoryLabel.text = content.category
    heightLabel.text = content.height
    weightLabel.text = content.weight
    standardLabel.text = content.standard
  }

  func show(isDeleteEnabled: Bool, notice: String?) {
    deleteButton.isEnabled = isDeleteEnabled
    errorLabel.isHidden = notice == nil
    errorLabel.text = notice ?? ""
  }

  func goBackToHistory() {
    navigationController?.popToRootViewController()
  }
}
