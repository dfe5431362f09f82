import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

@MainActor
@Suite struct BMIFormViewControllerTests {
  let app = TestApp()

  @Test(
    "Every edit validates the fields and shows the prompt, or the value and its category",
    arguments: [
      ("", "66", "Enter height and weight"),
      ("abc", "66", "Height must be 50–300 cm"),
      ("170", "1", "Weight must be 2–500 kg"),
      (" 170,0 ", "66", "22.8 Normal"),
    ])
  func validatesAtEveryEdit(height: String, weight: String, outcome: String) {
    let form = BMIFormViewController(environment: app.environment, data: app.data)
    form.loadViewIfNeeded()
    form.type(height, into: ElementID.bmiHeight)
    form.type(weight, into: ElementID.bmiWeight)
    #expect(form.snapshot.outcome == outcome)
    #expect(form.isEnabled(ElementID.bmiSave) == outcome.hasSuffix("Normal"))
  }

  @Test("Save writes one record with the generator's id and the clock's date, and posts that it saved one")
  func saveWritesTheRecordAndPostsIt() async {
    let form = BMIFormViewController(environment: app.environment, data: app.data)
    form.loadViewIfNeeded()
    form.type("170", into: ElementID.bmiHeight)
    form.type("66", into: ElementID.bmiWeight)
    let posted = PostCount()
    let observer = app.data.notificationCenter.addMainActorObserver(forName: .bmiRecordDidSave) {
      posted.count += 1
    }
    defer { app.data.notificationCenter.removeObserver(observer) }
    form.tap(ElementID.bmiSave)
    #expect(form.isEnabled(ElementID.bmiSave) == false)
    await form.saveTask?.value
    #expect(app.store.calls == ["save r1"])
    #expect(app.store.records.map(\.date) == [FixedClock.instant])
    #expect(app.store.records.map(\.value) == [22.8])
    #expect(posted.count == 1)
    #expect(form.snapshot.save == .idle)
  }
}

/// How many times a notification was posted.
@MainActor
final class PostCount {
  var count = 0
}
