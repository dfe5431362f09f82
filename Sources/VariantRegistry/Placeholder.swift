// Module `VariantRegistry`: work in progress.
