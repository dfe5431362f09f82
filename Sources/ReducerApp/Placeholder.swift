// Module `ReducerApp`: work in progress.
