import ArgumentParser
import BoardServer

/// The options of `cardport serve`: the board, where to listen and the connection limits. `cardport serve` and
/// the sample server (`cardport serve --sample NAME` runs it) parse the same options with this group.
package struct ServeOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    package var board: String?

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    package var port = 8080

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    package var host = "127.0.0.1"

    @Flag(help: "Open the page in the desktop's browser (xdg-open).")
    package var open = false

    @Option(name: .customLong("max-upload"), help: ArgumentHelp("The largest request (a dropped file) accepted, in MiB.", valueName: "mib"))
    package var maxUpload = 32

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
        "Close a connection idle (or stalled in a body or in reading an answer) this long, in seconds.", valueName: "s"))
    package var idleTimeout = 30.0

    @Option(name: .customLong("header-timeout"), help: ArgumentHelp(
        "Close a connection that has not sent a request's head this long after it began, in seconds.", valueName: "s"))
    package var headerTimeout = 10.0

    @Option(name: .customLong("body-timeout"), help: ArgumentHelp(
        "Close a connection whose request body has not arrived whole this long after its head, in seconds.", valueName: "s"))
    package var bodyTimeout = 300.0

    @Option(name: .customLong("max-connections"), help: ArgumentHelp(
        "The most connections open at once; the longest idle is closed for a new one. Default: 1024, or less under a low `ulimit -n`.",
        valueName: "n"))
    package var maxConnections: Int?

    package init() {}

    package func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535.") }
        if maxUpload < 1 { throw ValidationError("--max-upload must be at least 1.") }
        if !(idleTimeout > 0 && idleTimeout <= 86_400) { throw ValidationError("--idle-timeout must be more than 0 and at most 86400 seconds.") }
        if !(headerTimeout > 0 && headerTimeout <= 86_400) { throw ValidationError("--header-timeout must be more than 0 and at most 86400 seconds.") }
        if !(bodyTimeout > 0 && bodyTimeout <= 86_400) { throw ValidationError("--body-timeout must be more than 0 and at most 86400 seconds.") }
        if let maxConnections, maxConnections < 1 { throw ValidationError("--max-connections must be at least 1.") }
    }
}
