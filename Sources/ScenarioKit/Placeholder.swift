// Module `ScenarioKit`: work in progress.
