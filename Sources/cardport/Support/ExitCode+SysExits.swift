import ArgumentParser

/// The exit codes of BSD's `sysexits.h`, which every `cardport` command uses for its failures.
extension ExitCode {
    /// 64, `EX_USAGE`: the command was used wrongly (a bad option or argument, an unknown type, an empty tag).
    static let usage = ExitCode(64)
    /// 65, `EX_DATAERR`: the input data was wrong (a malformed declaration file, a bad line on standard input).
    static let dataError = ExitCode(65)
    /// 66, `EX_NOINPUT`: an input file did not exist or could not be read.
    static let noInput = ExitCode(66)
    /// 70, `EX_SOFTWARE`: an internal error in Cardport itself (its own type declarations do not register).
    static let software = ExitCode(70)
    /// 73, `EX_CANTCREAT`: an output file could not be created or replaced (it exists and `--force` was not
    /// given; it is read-only, a folder, a device, a FIFO or a socket; its folder is missing or not writable).
    static let cannotCreate = ExitCode(73)
    /// 74, `EX_IOERR`: writing the output failed.
    static let ioError = ExitCode(74)
    /// 75, `EX_TEMPFAIL`: another writer held the board's lock for longer than `--wait`; trying again later
    /// may work.
    static let temporaryFailure = ExitCode(75)
}

extension ExitCode {
    /// 69, `EX_UNAVAILABLE`: a service the command needs is not there (no X11 display for the desktop
    /// commands).
    static let unavailable = ExitCode(69)
}
