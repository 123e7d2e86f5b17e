import ArgumentParser

/// `-o FILE`, `--force` and `--json`, shared by the commands that write a payload (`convert`, `export`).
///
/// The payload goes to standard output unless `-o` names a file; `--json` prints a summary on standard output,
/// so it needs the payload in a file.
struct PayloadOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The output file, or - for standard output (the default).", valueName: "file"))
    var output: String?

    @Flag(help: "Replace an existing output file.")
    var force = false

    @Flag(help: "Print a JSON summary on standard output (needs -o FILE).")
    var json = false

    func validate() throws {
        if json && (output == nil || OutputTarget.standardOutputPaths.contains(output!)) {
            throw ValidationError("--json needs -o FILE: the payload would share standard output with it.")
        }
    }

    /// Where the payload goes.
    var target: OutputTarget { OutputTarget(output, force: force) }
}
