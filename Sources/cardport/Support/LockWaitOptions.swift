import ArgumentParser

/// `--wait SECONDS`, shared by the commands that edit a board in place (`import --into`, `drop`): how long to
/// wait for another writer's lock on the board's folder before giving up with exit 75.
struct LockWaitOptions: ParsableArguments {
    /// The longest wait accepted: one hour.
    static let maximum = 3600.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How long to wait for another writer of the board, 0 to 3600 (default 10).", valueName: "seconds"))
    var wait: Double = 10

    func validate() throws {
        guard wait.isFinite, wait >= 0 else { throw ValidationError("--wait must be 0 or more seconds.") }
        guard wait <= Self.maximum else { throw ValidationError("--wait must be at most \(Int(Self.maximum)) seconds.") }
    }

    /// The wait as a duration.
    var duration: Duration { .milliseconds(Int64((wait * 1000).rounded())) }
}
