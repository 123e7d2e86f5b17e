import SampleScenarios

// Prints the board before and after the scenario; see TimestampReorderScenario for what it does.
_ = TimestampReorderScenario.run { print($0) }
