import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// The BMI form: the two fields and the standard, the prompt or the reading, the save error and
/// Save. The fields and the picker read the view model's state and send each edit as an action.
struct BMIView: View {
  let viewModel: BMIViewModel

  var body: some View {
    let state = viewModel.state
    VStack {
      TextField(AppText.heightPlaceholder, text: edits(\.heightText, send: ViewAction.heightChanged))
        .accessibilityIdentifier(ElementID.bmiHeight)
      TextField(AppText.weightPlaceholder, text: edits(\.weightText, send: ViewAction.weightChanged))
        .accessibilityIdentifier(ElementID.bmiWeight)
      Picker("Standard", selection: edits(\.standard, send: ViewAction.standardChanged)) {
        ForEach(BMIStandard.allCases, id: \.self) { Text(AppText.standardName($0)).tag($0) }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier(ElementID.bmiStandard)
      switch state.reading {
      case .success(let reading):
        Text(reading.result.formattedValue).accessibilityIdentifier(ElementID.bmiValue)
        Text(AppText.categoryName(reading.result.category)).accessibilityIdentifier(ElementID.bmiCategory)
      case .failure(let problem):
        Text(AppText.prompt(problem)).accessibilityIdentifier(ElementID.bmiPrompt)
      }
      if state.savePhase == .failed {
        Text(AppText.saveFailed).accessibilityIdentifier(ElementID.bmiError)
      }
      Button(AppText.save) { viewModel.doAction(.view(.saveTapped)) }
        .accessibilityIdentifier(ElementID.bmiSave)
        .disabled(!viewModel.canSave)
    }
    .navigationTitle(AppText.bmiTitle)
  }

  private typealias ViewAction = BMIViewModel.ViewAction

  /// A binding that reads `field` of the state and sends every change as `send(value)`.
  private func edits<Value>(
    _ field: KeyPath<BMIViewModel.State, Value>, send: @escaping (Value) -> ViewAction
  ) -> Binding<Value> {
    Binding(get: { viewModel.state[keyPath: field] }, set: { viewModel.doAction(.view(send($0))) })
  }
}
