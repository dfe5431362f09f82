// Module `MVCApp`: work in progress.
