// Module `VIPERApp`: work in progress.
