import AppContract
import Domain
import Testing

/// The BMI texts every variant shows, spelled once here as `Docs/AppSpec.md` spells them; `Domain`
/// decides the standard, the category and the problem, never their words.
@Suite struct AppTextBMITests {
  @Test("the standards read WHO and Taiwan, in the choice's order")
  func standardNames() {
    #expect(BMIStandard.allCases.map(AppText.standardName) == ["WHO", "Taiwan"])
  }

  @Test("the categories read as the result and the history rows show them")
  func categoryNames() {
    #expect(
      BMICategory.allCases.map(AppText.categoryName) == ["Underweight", "Normal", "Overweight", "Obese"])
  }

  @Test(
    "each problem with the fields reads its bmi.prompt text, with Domain's ranges",
    arguments: [
      (BMIInputProblem.missingInput, "Enter height and weight"),
      (.heightOutOfRange, "Height must be 50–300 cm"),
      (.weightOutOfRange, "Weight must be 2–500 kg"),
    ])
  func prompts(problem: BMIInputProblem, text: String) {
    #expect(AppText.prompt(problem) == text)
  }
}
