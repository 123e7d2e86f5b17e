import Adapters
import Boards
import BoardDrops
import DragDrop
import Foundation
import Locking

/// The board a server serves: the file, the document being edited, its drop target, and a version number
/// the page's edits are checked against.
///
/// Every operation runs on one serial queue (``perform(_:)``), so edits apply one at a time in the order
/// they arrive, each saved before its answer. The version grows by one with every change the page can see:
/// an edit, an undo or redo, or the file changed by someone else (the CLI, another editor), which the
/// served board notices with ``checkDisk()`` and loads in place of its own (its undo history starts anew,
/// as the old steps describe a board that is gone).
///
/// Thread safety: the state sits behind a lock, so reads (``snapshot()``) are safe from any thread; changes
/// happen only on the queue.
public final class ServedBoard: Sendable {
    struct State {
        var file: BoardFile
        var document: BoardDocument
        var target: ServedTarget
        var version = 1
        /// Why the file on disk could not be loaded the last time it changed, until it loads again.
        var diskProblem: DiskProblem?
    }

    /// What a page is rendered from: one consistent view of the board.
    public struct Snapshot: Sendable {
        /// The board.
        public var board: Board
        /// Its version.
        public var version: Int
        /// The name of the edit Undo would undo, or "".
        public var undoName: String
        /// The name of the edit Redo would redo, or "".
        public var redoName: String
        /// How the page lays the board out.
        public var layout: ServedLayout = .board
    }

    /// The app the served board is, as drag sessions see it: cards dragged within the page are local.
    public static let app = AppIdentity(bundleIdentifier: "app.cardport.serve", teamIdentifier: "cardport")
    /// The app drags from outside the page come from (another application, another tab).
    public static let browser = AppIdentity(bundleIdentifier: "app.cardport.serve.outside", teamIdentifier: "external")

    /// The board file's path.
    public let path: String
    /// The adapters drops from elsewhere go through (the same as `cardport import`).
    public let registry: AdapterRegistry
    let state: Locked<State>
    /// The board session every change of the page is saved through, with the board's shared history.
    let session: BoardSession
    let queue = DispatchQueue(label: "app.cardport.serve.board")
    /// The pages listening for changes.
    public let events = BoardEvents()

    /// Makes the drop target (and drag source) over a document: the rules of the served board.
    let makeTarget: @Sendable (BoardDocument, AdapterRegistry) -> ServedTarget
    /// How the page lays the board out.
    public let layout: ServedLayout

    /// Loads the board at `path`.
    /// - Parameters:
    ///   - path: the board file.
    ///   - registry: the adapters drops from elsewhere go through.
    ///   - layout: how the page lays the board out; lists side by side unless given.
    ///   - makeTarget: the rules over each document the board is loaded into; a `BoardDropTarget`
    ///     with its own rules unless given (a sample app brings its delegate here, with the board target it
    ///     edits through).
    /// - Throws: ``BoardServerError`` `badRequest` when the file cannot be read or is not a board.
    public init(
        path: String, registry: AdapterRegistry = .standard(), layout: ServedLayout = .board,
        makeTarget: @escaping @Sendable (BoardDocument, AdapterRegistry) -> ServedTarget = ServedTarget.standard
    ) throws(BoardServerError) {
        self.path = path
        self.registry = registry
        self.layout = layout
        self.makeTarget = makeTarget
        if let problem = DiskProblem.probe(path) {
            throw BoardServerError(.badRequest, problem.message, file: path)
        }
        do { session = try BoardSession(path: path) } catch {
            throw BoardServerError(.badRequest, error.description, file: path, underlying: error)
        }
        var file = BoardFile(path: path)
        file.stamp = session.stamp
        let document = Self.makeDocument(session.board)
        state = Locked(State(
            file: file, document: document,
            target: makeTarget(document, registry)))
    }

    /// The board and its version as they are now.
    public func snapshot() -> Snapshot {
        let (document, version) = state.withLock { ($0.document, $0.version) }
        return Snapshot(
            board: document.board, version: version, undoName: session.undoActionName,
            redoName: session.redoActionName, layout: layout)
    }

    /// The board's version now.
    public var version: Int { state.withLock { $0.version } }

    /// Runs `body` on the board's queue, off Swift's cooperative threads (drops wait there for their loads).
    public func perform<T: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(Failure) { continuation.resume(returning: .success(try body())) } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    // MARK: - Edits, saves and the file on disk

    /// Applies one edit made from a page showing `version`, saves it, and tells every page.
    ///
    /// Call on the queue. The file is checked first, so a change someone else saved is loaded and the edit,
    /// based on what the page showed before it, is refused as stale. An edit that leaves the board as it was
    /// is not saved and does not change the version.
    /// - Returns: the answer for the page, with the operation and warnings `body` returns.
    func edit(
        from version: Int, _ body: (State) throws(BoardServerError) -> (operation: String?, warnings: [String])
    ) throws(BoardServerError) -> BoardAPI.EditResult {
        dispatchPrecondition(condition: .onQueue(queue))
        checkDisk()
        let current = state.withLock { $0 }
        // The file is gone or is not a board just now: nothing can be saved, so nothing is applied.
        guard current.diskProblem == nil, version == current.version else { throw staleError() }
        let before = current.document.board
        let (operation, warnings) = try body(current)
        let after = current.document.board
        if after != before {
            do { try save(after, over: before, named: current.document.undoActionName) } catch {
                // The file went away between the check and the save: what the pages see goes back to the
                // board as it was saved last.
                if state.withLock({ $0.diskProblem }) != nil { putBack(before) }
                throw error
            }
            let next = state.withLock { state in
                state.version += 1
                return state.version
            }
            let change = announce(from: before, version: next - 1)
            return result(operation: operation, warnings: warnings, change: change)
        }
        return result(operation: operation, warnings: warnings)
    }

    /// Tells every page the board went from version `from` (showing `before`) to the version it is at now, with
    /// what changed on it when that is cards only (``PageChange``); pages showing another version fetch it all.
    /// - Returns: the change, for the answer to the page that made it.
    func announce(from before: Board, version from: Int) -> PageChange? {
        let snapshot = snapshot()
        let change = snapshot.version == from + 1 ? PageChange.between(before, and: snapshot, from: from) : nil
        events.send(version: snapshot.version, change: change)
        return change
    }

    /// Writes the board to its file, atomically, refusing to overwrite a change made by someone else.
    ///
    /// The one place the served board is saved. When the save fails the board is loaded again from the file
    /// (which the failed save left as it was), so what the pages see never differs from the disk; a file
    /// changed by someone else makes the edit stale (409).
    /// Saves what the page's edit made through the board session, as one step of the board's history, provided
    /// the board on disk is still the one the edit was made on (otherwise the page must look again: stale).
    func save(_ board: Board, over before: Board, named name: String) throws(BoardServerError) {
        do {
            let (outcome, _) = try session.perform(named: name) { document in
                guard document.board == before else { throw StaleBoard() }
                document.replaceBoard(with: board, named: name)
                return ([], [])
            }
            if let refusal = outcome.refusal { throw BoardServerError(.refused, refusal.message) }
            let stamp = session.stamp
            state.withLock { $0.file.stamp = stamp }
        } catch let error as BoardServerError {
            reload()
            throw error
        } catch is StaleBoard {
            reload()
            throw staleError()
        } catch {
            reload()
            throw BoardServerError(.saveFailed, "\(error)", file: path, underlying: error)
        }
    }

    /// The board on disk is not the one the page's edit was made on.
    struct StaleBoard: Error {}

    @discardableResult
    public func checkDisk() -> Bool {
        let stamp = state.withLock { $0.file.stamp }
        guard !DiskStamp.matches(stamp, atPath: path) else { return false }
        return reload()
    }

    /// Replaces the document with the board in the file, as a new version with a fresh undo history.
    /// Keeps the board as it is when the file is gone, is not a regular file, cannot be read or is not a board
    /// (a writer may be half way), and remembers why (``DiskProblem``) for the answers to edits meanwhile.
    ///
    /// Never blocks on a special file: the path is opened without waiting (`O_NONBLOCK`) and checked with
    /// `fstat` first, so a FIFO, a device or a socket put in the board's place is refused, not read.
    @discardableResult
    func reload() -> Bool {
        if let problem = DiskProblem.probe(path) {
            state.withLock { $0.diskProblem = problem }
            return false
        }
        var file = BoardFile(path: path)
        let board: Board
        do { board = try file.load() } catch {
            state.withLock { $0.diskProblem = DiskProblem(kind: .unreadable, detail: error.description) }
            return false
        }
        session.forgetActionNames()
        let document = Self.makeDocument(board)
        let next = state.withLock { state in
            state.file = file
            state.document = document
            state.target = makeTarget(document, registry)
            state.version += 1
            state.diskProblem = nil
            return state.version
        }
        events.send(version: next)
        return true
    }

    /// Shows `board` again (the last one saved) as a new version, when an edit could not be saved.
    func putBack(_ board: Board) {
        let document = Self.makeDocument(board)
        let next = state.withLock { state in
            state.document = document
            state.target = makeTarget(document, registry)
            state.version += 1
            return state.version
        }
        events.send(version: next)
    }

    /// How many edits the document of the served board keeps as its own steps (each keeps what its edit changed;
    /// Undo and Redo on the page walk the board's shared history instead).
    public static let levelsOfUndo = 100

    static func makeDocument(_ board: Board) -> BoardDocument {
        let document = BoardDocument(board: board)
        document.levelsOfUndo = levelsOfUndo
        return document
    }

    /// The 409 for an edit that could not be saved because the file changed: what really happened to it.
    func staleError() -> BoardServerError {
        if let problem = state.withLock({ $0.diskProblem }) {
            return BoardServerError(.stale, problem.staleMessage, file: path)
        }
        return BoardServerError(
            .stale, "The board changed since the page showed it; it has been reloaded, nothing was overwritten.",
            file: path)
    }

    // MARK: - Adding lists and items

    /// Adds an empty list at the end of the board, and saves.
    /// - Throws: ``BoardServerError`` `stale` (409), or `badRequest` for an empty name.
    package func addList(_ request: BoardAPI.AddListRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        let name = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw BoardServerError(.badRequest, "A list needs a name.") }
        return try edit(from: request.version) { state throws(BoardServerError) in
            do throws(BoardEditError) { _ = try state.document.addList(named: name) } catch {
                throw BoardServerError(.refused, error.description)
            }
            return ("add list", [])
        }
    }

    /// Adds an item (a card) at the end of a list, or for the layout's add (+) button a row at the top of the list
    /// titled by the layout (`ServedLayout/newRowTitle`), and saves.
    /// - Throws: ``BoardServerError`` `stale` (409), `notFound`, or `badRequest` for an empty title or a button
    ///   the layout does not have.
    package func addCard(_ request: BoardAPI.AddCardRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        // The layout's add (+) button: a row the layout titles, first in the list (the Master-Detail template's).
        let newRow = request.newRow == true ? layout.newRowTitle : nil
        if request.newRow == true, newRow == nil {
            throw BoardServerError(.badRequest, "This board has no add button.")
        }
        let title = (newRow?() ?? request.title).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw BoardServerError(.badRequest, "An item needs a title.") }
        return try edit(from: request.version) { state throws(BoardServerError) in
            guard state.document.board.lists.contains(where: { $0.id == request.listID }) else {
                throw BoardServerError(.notFound, "No list \(request.listID) on the board.")
            }
            do throws(BoardEditError) {
                _ = try state.document.addCard(titled: title, toList: request.listID, at: newRow == nil ? nil : 0)
            } catch {
                throw BoardServerError(.refused, error.description)
            }
            return ("add item", [])
        }
    }

    // MARK: - Undo and redo

    /// Undoes the latest edit made through the server, and saves.
    package func undo(from version: Int) throws(BoardServerError) -> BoardAPI.EditResult {
        try travel(from: version, back: true)
    }

    package func redo(from version: Int) throws(BoardServerError) -> BoardAPI.EditResult {
        try travel(from: version, back: false)
    }

    /// Undo or redo from the board's shared history: the last step of any road (`cardport edit` included),
    /// refused when what it would restore changed since.
    private func travel(from version: Int, back: Bool) throws(BoardServerError) -> BoardAPI.EditResult {
        dispatchPrecondition(condition: .onQueue(queue))
        checkDisk()
        guard version == state.withLock({ $0.version }) else { throw staleError() }
        let outcome: BoardEditOutcome
        do { outcome = back ? try session.undo() : try session.redo() } catch {
            reload()
            throw BoardServerError(.saveFailed, error.description, file: path, underlying: error)
        }
        if let refusal = outcome.refusal {
            if outcome.changedElsewhere { reload() }
            throw BoardServerError(.refused, refusal.message)
        }
        let before = state.withLock { $0.document.board }
        let document = Self.makeDocument(outcome.board)
        let stamp = session.stamp
        let next = state.withLock { state in
            state.file.stamp = stamp
            state.document = document
            state.target = makeTarget(document, registry)
            state.version += 1
            return state.version
        }
        let change = announce(from: before, version: next - 1)
        return result(operation: back ? "undo" : "redo", change: change)
    }
}
