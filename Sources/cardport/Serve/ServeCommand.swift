import ArgumentParser
import BoardServer
import Boards
import Foundation

/// `cardport serve BOARD [--port N] [--host ADDRESS] [--open]`: the board in a browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a board as a web page: drag cards, drop files, links and text onto it.",
        discussion: """
            Prints one line, `Serving BOARD at http://127.0.0.1:PORT/?token=TOKEN`, then logs requests on \
            standard error. Open that address: the token lets this browser in (a cookie keeps it), and nobody \
            without it. Every change is saved to the board file before the page hears it succeeded; changes \
            others make to the file appear on the page at once. Ctrl-C stops the server.

            The server listens on loopback only unless --host says otherwise; then anyone who can reach the \
            address and has the token can edit the board.

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

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be 0 to 65535.") }
        if maxUpload < 1 { throw ValidationError("--max-upload must be at least 1.") }
        if board == nil && sample == nil { throw ValidationError("Name a board file, or a sample with --sample.") }
    }

    func run() async throws {
        let board = try sample.map(boardFile(for:)) ?? self.board ?? ""
        let configuration = BoardServerConfiguration(
            boardPath: board, host: host, port: port, maximumBodyBytes: maxUpload << 20)
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
        try await server.run { port in
            let url = BoardServer.url(host: configuration.host, port: port, token: configuration.token)
            FileHandle.standardOutput.write(Data("Serving \(board) at \(url)\n".utf8))
            if open { Self.openInBrowser(url) }
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

    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}
