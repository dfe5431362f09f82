import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing

/// A change to what a body reads, made where the installed check says the main actor is not
/// running, is reported once the update runs, naming the models the reading view holds and the
/// view; a change on the main actor is not. (Serialized: the reports are the process's.)
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct OffMainActorChangeTests {
  /// Stands for the replay runtime's answer: off the main actor inside `withValue(true)`.
  enum Simulated {
    @TaskLocal static var isOffMainActor = false
  }

  @Observable @MainActor final class Tally {
    var count = 0
  }

  @Observable @MainActor final class Theme {
    var name = "plain"
  }

  struct TallyView: HeadlessSwiftUI.View {
    @Environment(Tally.self) var tally
    @State private var theme = Theme()

    var body: some HeadlessSwiftUI.View {
      Text("\(theme.name) \(tally.count)").accessibilityIdentifier("tally")
    }
  }

  init() {
    MainActorChecks.install(isOnMainActor: { !Simulated.isOffMainActor })
    _ = MainActorChecks.take()
  }

  @Test func aChangeOffTheMainActorIsReportedNamingTheModelsOfTheViewThatReadsIt() async throws {
    let tally = Tally()
    let hosted = Hosted(TallyView().environment(tally))
    Simulated.$isOffMainActor.withValue(true) { tally.count += 1 }
    _ = await hosted.settledScreen()
    #expect(MainActorChecks.take() == ["`Tally` or `Theme` (read by `TallyView`)"])
    #expect(try hosted.text("tally") == "plain 1")
  }

  @Test func aChangeOnTheMainActorIsNotReported() async throws {
    let tally = Tally()
    let hosted = Hosted(TallyView().environment(tally))
    tally.count += 1
    _ = await hosted.settledScreen()
    #expect(MainActorChecks.take().isEmpty)
    #expect(try hosted.text("tally") == "plain 1")
  }
}
