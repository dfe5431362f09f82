import Foundation
import HarnessCLI
import Runs
import TestVariants
import VariantRegistry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The tool with the planted-fault variants of the harness's own tests; never shipped. With
// ARCH_HARNESS_TESTBED_STOP=before-report-swap it stops itself (SIGSTOP) once a new report set is
// complete, so a test can kill it at exactly that moment.
let stopsBeforeSwap = ProcessInfo.processInfo.environment["ARCH_HARNESS_TESTBED_STOP"] == "before-report-swap"
HarnessMain.run(
  variants: VariantCatalog(
    all: VariantRegistry.all, extra: TestVariants.all, baseline: VariantRegistry.baseline,
    eraBaselines: VariantRegistry.eraBaselines),
  hooks: HarnessHooks(beforeReportSwap: { if stopsBeforeSwap { _ = raise(SIGSTOP) } }))
