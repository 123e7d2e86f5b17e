import ArgumentParser
import BoardServer
import Boards
import Foundation
import Locking

/// `cardport serve BOARD [--port N] [--host ADDRESS] [--open] [limits]`: the board in a browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a board as a web page: drag cards, drop files, links and text onto it.",
        discussion: """
            Prints one line, `Serving BOARD at http://127.0.0.1:PORT/?token=TOKEN`, then logs requests on \
            standard error. Open that address: the token lets this browser in (a cookie keeps it), and nobody \
            without it. Every change is saved to the board file before the page hears it succeeded; changes \
            others make to the file appear on the page at once. Ctrl-C stops the server.

            A card let go over a list lands at the line the page draws, as in Trello; hold Alt (Option) at the \
            drop, or use "Merge into..." in the card dialog, to merge it into another card instead. The board \
            is edited on the page: its name, the lists (rename, reorder by the handle, archive, card limit) \
            and, in the card dialog, the title, description (Markdown), labels, dates, done, members, \
            checklists, links, comments, archive, restore and delete. Each edit is one step of the board's \
            history, shared with `cardport undo`.

            The server listens on loopback only unless --host says otherwise; then anyone who can reach the \
            address and has the token can edit the board. --open gives the browser a page only you can read \
            that leads to the address, never the token itself on a command line.

            Limits: a connection must send each request's head within --header-timeout seconds (10) of its \
            start or of the request's first byte; an idle connection, a body that stops arriving or an answer \
            the client stops reading is closed after --idle-timeout seconds (30); the page's live updates \
            are never idle. At most --max-connections connections are open (1024, or three quarters of what \
            `ulimit -n` leaves after 64 for files: 720 under 1024); a connection over the cap is still \
            answered, the longest idle one is closed to make room. Out of file descriptors, the server closes \
            idle connections and keeps listening. SIGTERM or Ctrl-C gives answers under way 3 seconds, then \
            the process exits; every change answered was saved first.

            --sample shows one of the four sample apps with its own layout and rules: trello (lists side by \
            side; add lists and items), table (one table and an image well), sections (a table in sections), \
            collections (two collections, one above the other). Its board is written to BOARD if that file does \
            not exist yet, or to a new temporary folder when BOARD is not given.

            Examples:
              cardport serve Samples/Payloads/native-board.json
              cardport serve board.json --port 0 --open
              cardport serve --sample sections
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String?

    @Option(help: ArgumentHelp("Serve a sample app: trello, table, sections or collections.", valueName: "name"))
    var sample: ServeSample?

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    var port = 8080

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the desktop's browser (xdg-open).")
    var open = false

    @Option(name: .customLong("max-upload"), help: ArgumentHelp("The largest request (a dropped file) accepted, in MiB.", valueName: "mib"))
    var maxUpload = 32

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
        "Close a connection idle (or stalled in a body or in reading an answer) this long, in seconds.", valueName: "s"))
    var idleTimeout = 30.0

    @Option(name: .customLong("header-timeout"), help: ArgumentHelp(
        "Close a connection that has not sent a request's head this long after it began, in seconds.", valueName: "s"))
    var headerTimeout = 10.0

    @Option(name: .customLong("max-connections"), help: ArgumentHelp(
        "The most connections open at once; the longest idle is closed for a new one. Default: 1024, or less under a low `ulimit -n`.",
        valueName: "n"))
    var maxConnections: Int?

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535.") }
        if maxUpload < 1 { throw ValidationError("--max-upload must be at least 1.") }
        if !(idleTimeout > 0 && idleTimeout <= 86_400) { throw ValidationError("--idle-timeout must be more than 0 and at most 86400 seconds.") }
        if !(headerTimeout > 0 && headerTimeout <= 86_400) { throw ValidationError("--header-timeout must be more than 0 and at most 86400 seconds.") }
        if let maxConnections, maxConnections < 1 { throw ValidationError("--max-connections must be at least 1.") }
        if board == nil && sample == nil { throw ValidationError("Name a board file, or a sample with --sample.") }
    }

    func run() async throws {
        let board = try sample.map(boardFile(for:)) ?? self.board ?? ""
        var limits = ConnectionLimits(idleTimeout: .seconds(idleTimeout), headerTimeout: .seconds(headerTimeout))
        if let maxConnections {
            limits.maximumConnections = maxConnections
            if limits.effectiveMaximumConnections < maxConnections {
                let warning = "cardport: warning: --max-connections \(maxConnections) is more than `ulimit -n` "
                    + "(\(ConnectionLimits.openFileLimit())) leaves room for; serving at most \(limits.effectiveMaximumConnections)\n"
                FileHandle.standardError.write(Data(warning.utf8))
            }
        }
        let configuration = BoardServerConfiguration(
            boardPath: board, host: host, port: port, maximumBodyBytes: maxUpload << 20, limits: limits)
        let server: BoardServer
        do {
            if let sample {
                server = try BoardServer(configuration: configuration, layout: sample.layout(), makeTarget: sample.makeTarget())
            } else {
                server = try BoardServer(configuration: configuration)
            }
        } catch {
            CommandFailure(.noInput, error.description, hint: "cardport serve needs a board in Cardport's JSON format; `cardport import` makes one").print()
            throw ExitCode.noInput
        }
        if !configuration.isLoopback {
            let warning = "cardport: warning: listening on \(host), not loopback: anyone who can reach it and has the token can edit \(board)\n"
            FileHandle.standardError.write(Data(warning.utf8))
        }
        let open = self.open
        let launchPage = Locked<LaunchPage?>(nil)
        defer { launchPage.withLock { $0?.remove() } }
        try await server.run { port in
            let url = BoardServer.url(host: configuration.host, port: port, token: configuration.token)
            FileHandle.standardOutput.write(Data("Serving \(board) at \(url)\n".utf8))
            guard open else { return }
            do {
                let page = try LaunchPage.write(redirectingTo: url)
                launchPage.withLock { $0 = page }
                Self.openInBrowser(page.fileURL.absoluteString)
            } catch {
                FileHandle.standardError.write(Data("cardport: warning: \(error); open the address above yourself\n".utf8))
            }
        }
    }

    /// The board file a sample is served from: BOARD when it exists (the sample's rules over it), else a new file
    /// with the sample's board, at BOARD or in a new temporary folder.
    func boardFile(for sample: ServeSample) throws -> String {
        var path = self.board
        if let path, FileManager.default.fileExists(atPath: path) { return path }
        if path == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-sample-\(UUID().uuidString.prefix(8))")
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                CommandFailure(.cannotCreate, "cannot make a folder for the sample: \(error.localizedDescription)").print()
                throw ExitCode.cannotCreate
            }
            path = folder.appendingPathComponent("\(sample.rawValue).json").path
        }
        var file = BoardFile(path: path!)
        do { try file.save(sample.initialBoard) } catch {
            let failure = CommandFailure(error)
            failure.print()
            throw failure.exitCode
        }
        return path!
    }

    /// Starts the desktop's browser on `url` (a `file://` launch page: the browser's arguments are public).
    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}
