// The build without the executor SPI (see ExecutorBackend.swift): everything but replaying works.

#if !(compiler(>=6.3) && (os(Linux) || ARCH_HARNESS_EXECUTOR_SPI) && !ARCH_HARNESS_NO_EXECUTOR_SPI)
/// No backend: the runtime reports why it cannot be installed, and never runs a job.
enum ExecutorBackend {
  static var unavailableReason: String? {
    "this build of the harness has no deterministic replay runtime (it needs Swift 6.3's custom "
      + "executor interface, which this platform's SDK does not provide to packages)"
  }

  static func install() -> String? { unavailableReason }

  static func run(_ ready: ReadyJob) {}
}
#endif
