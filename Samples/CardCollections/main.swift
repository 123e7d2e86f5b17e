import SampleScenarios

// Prints the board before and after the scenario; see CardCollectionsScenario for what it does.
_ = CardCollectionsScenario.run { print($0) }
