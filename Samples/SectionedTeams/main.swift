import SampleScenarios

// Prints the board before and after the scenario; see SectionedTeamsScenario for what it does.
_ = SectionedTeamsScenario.run { print($0) }
