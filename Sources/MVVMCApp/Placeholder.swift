// Module `MVVMCApp`: work in progress.
