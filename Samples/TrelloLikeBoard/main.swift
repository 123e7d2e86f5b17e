import SampleScenarios

// Prints the board before and after the scenario; see TrelloLikeBoardScenario for what it does.
_ = TrelloLikeBoardScenario.run { print($0) }
