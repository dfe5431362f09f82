import HarnessCLI
import TestVariants
import VariantRegistry

// The tool with the planted-fault variants of the harness's own tests; never shipped.
HarnessMain.run(variants: VariantCatalog(all: VariantRegistry.all, extra: TestVariants.all))
