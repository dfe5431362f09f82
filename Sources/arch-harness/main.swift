import HarnessCLI
import Runs
import VariantRegistry

// Synchronous top level on purpose: a worker installs the replay runtime before anything else.
HarnessMain.run(
  variants: VariantCatalog(
    all: VariantRegistry.all, baseline: VariantRegistry.baseline, eraBaselines: VariantRegistry.eraBaselines))
