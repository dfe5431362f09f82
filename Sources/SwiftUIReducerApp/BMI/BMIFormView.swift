import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The BMI tab's root over its scope: the two fields and the standard (each edit an action), the
/// prompt or the reading, the save error and Save.
struct BMIFormView: View {
  let store: Store<BMIFeature.State, BMIFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      TextField(AppText.heightPlaceholder, text: store.binding(\.heightText, send: { .heightChanged($0) }))
        .accessibilityIdentifier(ElementID.bmiHeight)
      TextField(AppText.weightPlaceholder, text: store.binding(\.weightText, send: { .weightChanged($0) }))
        .accessibilityIdentifier(ElementID.bmiWeight)
      Picker("Standard", selection: store.binding(\.standard, send: { .standardChanged($0) })) {
        ForEach(BMIStandard.allCases, id: \.self) { Text(AppText.standardName($0)).tag($0) }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier(ElementID.bmiStandard)
      if let result = state.result {
        Text(result.formattedValue).accessibilityIdentifier(ElementID.bmiValue)
        Text(AppText.categoryName(result.category)).accessibilityIdentifier(ElementID.bmiCategory)
      } else {
        Text(state.prompt ?? "").accessibilityIdentifier(ElementID.bmiPrompt)
      }
      if state.save == .failed {
        Text(AppText.saveFailed).accessibilityIdentifier(ElementID.bmiError)
      }
      Button(AppText.save) { store.send(.saveTapped) }
        .accessibilityIdentifier(ElementID.bmiSave)
        .disabled(!state.canSave)
    }
    .navigationTitle(AppText.bmiTitle)
    .screenName(ScreenName.bmiForm)
  }
}
