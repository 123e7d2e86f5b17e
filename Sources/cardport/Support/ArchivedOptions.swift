import Adapters
import ArgumentParser

/// `--include-archived` / `--skip-archived`, shared by the commands that read payloads.
struct ArchivedOptions: ParsableArguments {
    @Flag(name: .customLong("include-archived"), help: "Read archived lists and cards too, marked archived (the default).")
    var includeArchived = false

    @Flag(name: .customLong("skip-archived"), help: "Leave archived lists and cards out.")
    var skipArchived = false

    /// The import options these flags ask for.
    func importOptions() throws -> ImportOptions {
        if includeArchived && skipArchived {
            throw CommandFailure(.usage, "--include-archived and --skip-archived contradict each other; give one")
        }
        return ImportOptions(includeArchived: !skipArchived)
    }
}
