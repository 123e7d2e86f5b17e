import ArgumentParser

/// The exit codes of BSD's `sysexits.h`, which every `cardport` command uses for its failures.
extension ExitCode {
    /// 64, `EX_USAGE`: the command was used wrongly (a bad option or argument, an unknown type, an empty tag).
    static let usage = ExitCode(64)
    /// 65, `EX_DATAERR`: the input data was wrong (a malformed declaration file, a bad line on standard input).
    static let dataError = ExitCode(65)
    /// 66, `EX_NOINPUT`: an input file did not exist or could not be read.
    static let noInput = ExitCode(66)
    /// 73, `EX_CANTCREAT`: an output file could not be created (it exists and `--force` was not given, or its
    /// folder is missing or not writable).
    static let cannotCreate = ExitCode(73)
    /// 74, `EX_IOERR`: writing the output failed.
    static let ioError = ExitCode(74)
}

extension ExitCode {
    /// 69, `EX_UNAVAILABLE`: a service the command needs is not there (no X11 display for the desktop
    /// commands).
    static let unavailable = ExitCode(69)
}
