import AppContract
import Domain
import HeadlessSwiftUI

/// The BMI tab's root: the two fields and the standard, the prompt or the reading, the save
/// error and the Save button.
struct BMIFormView: View {
  @Environment(BMIModel.self) private var bmi
  @Environment(HistoryModel.self) private var history
  @Environment(Router.self) private var router
  @Environment(\.historyStore) private var store
  @Environment(\.appClock) private var clock
  @Environment(\.idGenerator) private var ids

  var body: some View {
    VStack {
      TextField(AppText.heightPlaceholder, text: Bindable(bmi).heightText).accessibilityIdentifier(
        ElementID.bmiHeight)
      TextField(AppText.weightPlaceholder, text: Bindable(bmi).weightText).accessibilityIdentifier(
        ElementID.bmiWeight)
      Picker("Standard", selection: Bindable(bmi).standard) {
        ForEach(BMIStandard.allCases, id: \.self) { Text(AppText.standardName($0)).tag($0) }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier(ElementID.bmiStandard)
      if let result = bmi.result {
        Text(result.formattedValue).accessibilityIdentifier(ElementID.bmiValue)
        Text(AppText.categoryName(result.category)).accessibilityIdentifier(ElementID.bmiCategory)
      } else {
        Text(bmi.prompt ?? "").accessibilityIdentifier(ElementID.bmiPrompt)
      }
      if bmi.savePhase == .failed {
        Text(AppText.saveFailed).accessibilityIdentifier(ElementID.bmiError)
      }
      Button(AppText.save) {
        bmi.save(
          services: HistoryServices(store: store, clock: clock, ids: ids), history: history, router: router)
      }
      .accessibilityIdentifier(ElementID.bmiSave)
      .disabled(!bmi.canSave)
    }
    .navigationTitle(AppText.bmiTitle)
    .screenName(ScreenName.bmiForm)
  }
}
