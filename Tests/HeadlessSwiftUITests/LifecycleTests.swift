import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing

/// `onAppear`, `onDisappear`, `.task` and `onChange` follow the views' identities and the host.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LifecycleTests {
  @Observable @MainActor final class Switches {
    var showsFirst = true
    var value = 0
  }

  struct Logged: HeadlessSwiftUI.View {
    let name: String
    let probe: Probe
    var body: some HeadlessSwiftUI.View {
      Text(name)
        .onAppear { probe.log("appear \(name)") }
        .onDisappear { probe.log("disappear \(name)") }
    }
  }

  struct Screen: HeadlessSwiftUI.View {
    let switches: Switches
    let probe: Probe
    var body: some HeadlessSwiftUI.View {
      VStack {
        Logged(name: "top", probe: probe)
        if switches.showsFirst {
          Logged(name: "a", probe: probe)
          Logged(name: "b", probe: probe)
        } else {
          Logged(name: "c", probe: probe)
        }
      }
      .onAppear { probe.log("appear stack") }
      .onAppear { probe.log("appear stack again") }
    }
  }

  @Test func viewsAppearWithTheHostContentFirstAndLeavingViewsDisappearBeforeArrivingOnesAppear() async {
    let probe = Probe()
    let switches = Switches()
    let hosted = Hosted(Screen(switches: switches, probe: probe))
    #expect(probe.take() == ["appear top", "appear a", "appear b", "appear stack", "appear stack again"])

    switches.showsFirst = false
    _ = await hosted.settledScreen()
    #expect(probe.take() == ["disappear a", "disappear b", "appear c"])

    hosted.controller.viewWillDisappear()
    hosted.controller.viewDidDisappear()
    #expect(probe.take() == ["disappear top", "disappear c"])
  }

  struct Waiter: HeadlessSwiftUI.View {
    let probe: Probe
    var body: some HeadlessSwiftUI.View {
      ProgressView().task {
        probe.log("started")
        let (never, _) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        probe.log(Task.isCancelled ? "cancelled" : "ended")
      }
    }
  }

  struct TaskScreen: HeadlessSwiftUI.View {
    let switches: Switches
    let probe: Probe
    var body: some HeadlessSwiftUI.View {
      if switches.showsFirst { Waiter(probe: probe) }
    }
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() async {
    let probe = Probe()
    let switches = Switches()
    let hosted = Hosted(TaskScreen(switches: switches, probe: probe))
    await probe.until("started")

    switches.showsFirst = false
    _ = await hosted.settledScreen()
    await probe.until("cancelled")

    #expect(probe.take() == ["started", "cancelled"])
  }

  @Test func aTaskIsCancelledWhenItsHostDisappearsAndStartsAgainWhenItAppears() async {
    let probe = Probe()
    let hosted = Hosted(Waiter(probe: probe))
    await probe.until("started")

    hosted.controller.viewDidDisappear()
    await probe.until("cancelled")
    _ = probe.take()
    hosted.controller.viewWillAppear()
    await probe.until("started")

    #expect(probe.take() == ["started"])
  }

  struct Watcher: HeadlessSwiftUI.View {
    let switches: Switches
    let probe: Probe
    var body: some HeadlessSwiftUI.View {
      Text("\(switches.value)").onChange(of: switches.value) { old, new in probe.log("\(old) → \(new)") }
    }
  }

  @Test func onChangeRunsWithTheOldAndNewValueOnlyWhenTheValueChanged() async {
    let probe = Probe()
    let switches = Switches()
    let hosted = Hosted(Watcher(switches: switches, probe: probe))

    switches.value = 1
    _ = await hosted.settledScreen()
    switches.value = 1
    _ = await hosted.settledScreen()
    switches.value = 3
    _ = await hosted.settledScreen()

    #expect(probe.take() == ["0 → 1", "1 → 3"])
  }
}
