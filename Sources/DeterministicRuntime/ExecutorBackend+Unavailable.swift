// A build without the executor SPI (see ExecutorBackend.swift): the `spi` backend is missing, and
// replays use the `hooks` backend where the runtime has its hooks (HooksBackend.swift).

#if !(compiler(>=6.3) && (os(Linux) || ARCH_HARNESS_EXECUTOR_SPI) && !ARCH_HARNESS_NO_EXECUTOR_SPI)
/// No SPI backend: it reports why it cannot be installed, and never runs a job.
enum SPIBackend {
  static var unavailableReason: String? {
    "this build has no custom-executor interface (Swift 6.3's SPI, which this platform's SDK does "
      + "not provide to packages)"
  }

  static func install() -> String? { unavailableReason }

  static func run(_ ready: ReadyJob) {}
}
#endif
