import ArgumentParser
import BoardServer
import BoardServerCommandLine
import Foundation

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
            are never idle; a request body must arrive whole within --body-timeout seconds (300) of its head. At most --max-connections connections are open (1024, or three quarters of what \
            `ulimit -n` leaves after 64 for files: 720 under 1024); a connection over the cap is still \
            answered, the longest idle one is closed to make room. Out of file descriptors, the server closes \
            idle connections and keeps listening. SIGTERM or Ctrl-C gives answers under way 3 seconds, then \
            the process exits; every change answered was saved first.

            The page works without a mouse: Tab moves between lists and the arrow keys between cards; Space \
            picks a card up, the arrow keys move it, Space or Enter drops it, Escape cancels; M or a card's \
            handle opens a menu of moves; each step is said to screen readers. On a phone one list fills the \
            screen and a card is dragged with a finger by its handle.

            --sample shows one of the four sample apps with its own layout and rules: trello (lists side by \
            side; add lists and items), table (one table and an image well), sections (a table in sections), \
            collections (two collections, one above the other). Its board is written to BOARD if that file does \
            not exist yet, or to a new temporary folder when BOARD is not given. The samples are programs of \
            their own: cardport runs SampleServer, found beside it, with the same arguments.

            Examples:
              cardport serve Samples/Payloads/native-board.json
              cardport serve board.json --port 0 --open
              cardport serve --sample sections
            """)

    @OptionGroup var options: ServeOptions

    @Option(help: ArgumentHelp("Serve a sample app: trello, table, sections or collections.", valueName: "name"))
    var sample: String?

    func validate() throws {
        if options.board == nil && sample == nil { throw ValidationError("Name a board file, or a sample with --sample.") }
    }

    func run() async throws {
        if sample != nil { try SampleServerLauncher.replaceProcess() }
        let board = options.board ?? ""
        let configuration = options.configuration(boardPath: board)
        let server: BoardServer
        do {
            server = try BoardServer(configuration: configuration, registry: InstalledAdapters.registry())
        } catch {
            CommandFailure(.noInput, error.description, hint: "cardport serve needs a board in Cardport's JSON format; `cardport import` makes one").print()
            throw ExitCode.noInput
        }
        try await options.run(server, configuration: configuration)
    }
}
