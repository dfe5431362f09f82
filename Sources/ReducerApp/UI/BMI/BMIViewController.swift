import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders the BMI form from its store scope and sends every edit, choice and tap.
final class BMIViewController: ViewController {
  private let store: Store<BMIFeature.State, BMIFeature.Action>
  private var observation: ObservationToken?

  private let heightField = TextField(identifier: ElementID.bmiHeight, placeholder: AppText.heightPlaceholder)
  private let weightField = TextField(identifier: ElementID.bmiWeight, placeholder: AppText.weightPlaceholder)
  private let standardChoice = Choice(
    identifier: ElementID.bmiStandard, options: BMIStandard.allCases.map(AppText.standardName))
  private let promptLabel = Label(identifier: ElementID.bmiPrompt)
  private let valueLabel = Label(identifier: ElementID.bmiValue)
  private let categoryLabel = Label(identifier: ElementID.bmiCategory)
  private let errorLabel = Label(identifier: ElementID.bmiError, text: AppText.saveFailed)
  private let saveButton = Button(identifier: ElementID.bmiSave, title: AppText.save)

  init(store: Store<BMIFeature.State, BMIFeature.Action>) {
    self.store = store
    super.init()
    title = AppText.bmiTitle
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.bmiForm }

  override func viewDidLoad() {
    super.viewDidLoad()
    let elements: [View] = [
      heightField, weightField, standardChoice, promptLabel, valueLabel, categoryLabel, errorLabel,
      saveButton,
    ]
    for element in elements { view.addSubview(element) }
    heightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      store.send(.heightChanged(heightField.text))
    }
    weightField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      store.send(.weightChanged(weightField.text))
    }
    standardChoice.addAction { [weak self] in
      guard let self, let standard = BMIStandard(rawValue: standardChoice.selectedOption) else { return }
      store.send(.standardChanged(standard))
    }
    saveButton.addAction { [weak self] in self?.store.send(.saveTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  private func render(_ state: BMIFeature.State) {
    heightField.text = state.heightText
    weightField.text = state.weightText
    standardChoice.selectedIndex = BMIStandard.allCases.firstIndex(of: state.standard) ?? 0
    promptLabel.text = state.prompt ?? ""
    promptLabel.isHidden = state.prompt == nil
    valueLabel.text = state.result?.formattedValue ?? ""
    valueLabel.isHidden = state.result == nil
    categoryLabel.text = state.result.map { AppText.categoryName($0.category) } ?? ""
    categoryLabel.isHidden = state.result == nil
    errorLabel.isHidden = state.save != .failed
    saveButton.isEnabled = state.canSave
  }
}
