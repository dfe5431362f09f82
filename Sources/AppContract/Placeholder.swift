// Module `AppContract`: work in progress.
