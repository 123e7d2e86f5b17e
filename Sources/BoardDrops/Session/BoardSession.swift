import Boards
import Foundation
import Locking

/// A board file open for editing: the one road every edit of a board takes, from the command line, the web board
/// and the desktop.
///
/// A session holds the board as it last read or saved it. Each edit — one of ``BoardEdit``, a drop, an import into
/// the board, an undo or a redo — is made under the board folder's lock on the board as it is on disk at that
/// moment: when another program saved the file since the session read it, the session reads it again and makes
/// the edit on top of that change, which merges the two when the edit still applies (its lists and cards are found
/// again by id or name) and answers with a conflict when it no longer does. Nothing saved elsewhere is ever
/// overwritten. Every edit is one undo step with a name, recorded in the board's history file
/// (``BoardHistory``), so undo and redo work across processes: `cardport undo` undoes the web board's last move.
///
/// Outcomes are values: an edit the board's rules refuse (an archived list, a card limit, a name several cards
/// share) comes back as a refused ``BoardEditOutcome`` with a typed reason and writes nothing. Only a failure to
/// read or write the files throws.
///
/// Thread safety: callable from any thread; edits of one session run one at a time. Observers run on the thread
/// that made the edit, after it is saved and outside the session's lock, in the order they were added.
public final class BoardSession: Sendable {
    struct State {
        var file: BoardFile
        var board: Board
        /// The names of the steps undo and redo would take, as the history was at the last edit; `nil` until read.
        var names: (undo: String, redo: String)?
        /// The history as this session last read or wrote it, with the stamp of its file then: read again only
        /// when another process has written it since.
        var history: (value: BoardHistory, stamp: FileStamp)?

        /// The board's history as its file at `path` holds it now: `cached` when the file is still the one it
        /// was read from or written to, else read again.
        static func history(at path: String, cached: (value: BoardHistory, stamp: FileStamp)?)
            throws(BoardSessionError) -> BoardHistory
        {
            if let cached, let stamp = FileStamp.of(path: path), stamp == cached.stamp { return cached.value }
            return try BoardHistory.load(path: path)
        }

        /// Remembers the history just written to `path`.
        mutating func wrote(_ history: BoardHistory, to path: String) {
            names = history.names
            self.history = FileStamp.of(path: path).map { (history, $0) }
        }
    }

    /// The board file.
    public let path: String
    /// Whether edits replace a read-only board file.
    public let force: Bool
    let state: Locked<State>
    let observers = Locked<(next: Int, handlers: [(id: Int, handler: @Sendable (BoardEditOutcome) -> Void)])>((0, []))
    /// Makes the ids of what edits create.
    let makeID: @Sendable () -> String
    /// The date edits are made at (comments, history).
    let now: @Sendable () -> Date

    /// Opens a board file: reads the board.
    /// - Parameters:
    ///   - path: The board file.
    ///   - wait: How long an edit waits for another writer's lock on the board's folder.
    ///   - force: Edit the board even if the file is read-only.
    ///   - makeID: Makes the ids of what edits create; by default lowercase UUIDs.
    ///   - now: The date edits are made at; by default the current date.
    /// - Throws: ``BoardSessionError`` `storage` when the board cannot be read.
    public init(
        path: String, wait: Duration = .seconds(10), force: Bool = false,
        makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(BoardSessionError) {
        var file = BoardFile(path: path)
        file.wait = wait
        let board: Board
        do { board = try file.load() } catch { throw BoardSessionError(error, file: path) }
        self.path = path
        self.force = force
        self.makeID = makeID
        self.now = now
        self.state = Locked(State(file: file, board: board, names: nil, history: nil))
    }

    /// The stamp of the board file as this session last read or saved it.
    package var stamp: FileStamp? { state.withLock { $0.file.stamp } }

    /// The name of the step ``undo()`` would undo, such as "Move card", or `""` when there is none, as the history
    /// was at this session's last edit (read once when the session has made none).
    public var undoActionName: String { names().undo }

    /// The name of the step ``redo()`` would redo, or `""`.
    public var redoActionName: String { names().redo }

    /// Forgets the cached step names, after the history may have changed in another process; the next
    /// ``undoActionName`` reads the history again.
    package func forgetActionNames() {
        state.withLock { $0.names = nil }
    }

    private func names() -> (undo: String, redo: String) {
        if let names = state.withLock({ $0.names }) { return names }
        let history = (try? BoardHistory.load(path: BoardHistory.path(forBoard: path))) ?? BoardHistory()
        state.withLock { $0.names = history.names }
        return history.names
    }

    /// The board's file store (`NAME.files` beside the board file), where attached files are kept.
    public var attachmentStore: AttachmentStore { AttachmentStore(forBoard: path) }

    /// The board as the session last read or saved it.
    public var board: Board { state.withLock { $0.board } }

    /// The board's history: its steps, oldest first, as the history file holds them now.
    /// - Throws: ``BoardSessionError`` `invalidHistory`.
    public func history() throws(BoardSessionError) -> [BoardHistory.Entry] {
        try BoardHistory.load(path: BoardHistory.path(forBoard: path)).entries
    }

    // MARK: - Edits

    /// Makes edits as one undo step.
    /// - Parameters:
    ///   - edits: The edits, made in order; if one is refused, none is made.
    ///   - name: The undo step's name; by default the name of the one edit, or "Edit card" / "Edit board".
    /// - Returns: Applied, refused or in conflict; see ``BoardEditOutcome``.
    /// - Throws: ``BoardSessionError`` when the files cannot be read or written.
    @discardableResult
    public func apply(_ edits: [BoardEdit], named name: String? = nil) throws(BoardSessionError) -> BoardEditOutcome {
        let date = now()
        let store = attachmentStore
        return try performEdits(named: name) { document in
            try BoardEdit.apply(edits, to: document, date: date, store: store)
        }
    }

    /// ``perform(named:_:)`` for edits that throw only what edits and the file store throw: a storage error
    /// becomes a ``BoardSessionError``.
    func performEdits(
        named name: String?, _ body: (BoardDocument) throws -> [String]
    ) throws(BoardSessionError) -> BoardEditOutcome {
        do {
            return try perform(named: name) { document in (try body(document), []) }.outcome
        } catch let error as BoardSessionError {
            throw error
        } catch let error as BoardStorageError {
            throw BoardSessionError(error, file: error.file)
        } catch {
            throw BoardSessionError(code: .storage, message: "\(path): \(error)", file: path)
        }
    }

    /// Makes one edit as one undo step; see ``apply(_:named:)``.
    @discardableResult
    public func apply(_ edit: BoardEdit) throws(BoardSessionError) -> BoardEditOutcome {
        try apply([edit])
    }

    /// Makes any edits of a `BoardDocument` as one undo step of this board: the road for drops, pastes and
    /// imports, whose rules live in ``BoardDropTarget`` and the adapters.
    ///
    /// `body` gets a document holding the board as it is on disk (read again when someone else saved since) and
    /// edits it — several edits become one step, named by `name` or by the last edit. It returns the ids it created
    /// and warnings for the outcome, and may throw any error to refuse with nothing written: a
    /// `BoardEditError` comes back as a refused (or conflict) outcome, any other error passes through.
    /// - Returns: The outcome, and the document `body` edited (for what a drop target left on it).
    /// - Throws: ``BoardSessionError``, or what `body` throws other than `BoardEditError`.
    public func perform(
        named name: String? = nil, _ body: (BoardDocument) throws -> (created: [String], warnings: [String])
    ) throws -> (outcome: BoardEditOutcome, document: BoardDocument) {
        let (outcome, document) = try state.withLock { (state: inout State) throws in
            var document = BoardDocument(board: state.board, makeID: makeID)
            let changes = Locked<[BoardChange]>([])
            var stepName = name
            var result: Result<(created: [String], warnings: [String]), BoardEditError> = .success(([], []))
            var historyWrite: BoardFile.CompanionWrite?
            var written: BoardHistory?
            let cached = state.history
            let session = self
            do {
                let (saved, changedElsewhere) = try state.file.transact(current: state.board, force: force) {
                    (board: Board, reloaded: Bool) throws -> (save: Board?, result: Bool) in
                    document = BoardDocument(board: board, makeID: session.makeID)
                    let observation = document.addObserver { update in changes.withLock { $0 += update.changes } }
                    defer { document.removeObserver(observation) }
                    do {
                        result = .success(try body(document))
                    } catch let error as BoardEditError {
                        result = .failure(error)
                        return (nil, reloaded)
                    }
                    guard document.canUndo else { return (nil, reloaded) }
                    stepName = stepName ?? document.undoActionName
                    var history = try State.history(at: BoardHistory.path(forBoard: session.path), cached: cached)
                    let after = document.board
                    history.record(try BoardHistory.Step(
                        name: stepName ?? "Edit", date: session.now(), delta: BoardDelta(from: board, to: after), board: after))
                    historyWrite = history.writeRecorded()
                    written = history
                    // Under the board's lock: no writer is between storing a blob and saving the board naming it.
                    session.attachmentStore.collectGarbage(
                        keeping: AttachmentStore.digests(of: board).union(AttachmentStore.digests(of: after)),
                        history: history.stepBytes)
                    return (after, reloaded)
                } companion: { _ in historyWrite.map { (BoardHistory.path(forBoard: session.path), $0) } }
                state.board = saved
                if let written { state.wrote(written, to: BoardHistory.path(forBoard: path)) }
                let outcome: BoardEditOutcome
                switch result {
                case .success(let (created, warnings)):
                    outcome = BoardEditOutcome(
                        status: historyWrite == nil ? .refused(Self.nothingChanged) : .applied,
                        actionName: stepName ?? "", changes: historyWrite == nil ? [] : changes.withLock { $0 }, createdIDs: created,
                        warnings: warnings, changedElsewhere: changedElsewhere, board: saved)
                case .failure(let error):
                    outcome = BoardEditOutcome(
                        status: changedElsewhere ? .conflict(error) : .refused(error), actionName: stepName ?? "",
                        changes: [], createdIDs: [], warnings: [], changedElsewhere: changedElsewhere, board: saved)
                }
                return (outcome, document)
            } catch let error as BoardStorageError {
                throw BoardSessionError(error, file: path)
            }
        }
        if outcome.isApplied { notify(outcome) }
        return (outcome, document)
    }

    static let nothingChanged = BoardEditError(code: .emptySelection, message: "The edit changed nothing on the board.")

    // MARK: - Observers

    /// A registration made by ``addObserver(_:)``.
    public struct Observation: Hashable, Sendable {
        let id: Int
    }

    /// Calls `handler` with the outcome of every edit, undo and redo this session applies, until removed.
    @discardableResult
    public func addObserver(_ handler: @escaping @Sendable (BoardEditOutcome) -> Void) -> Observation {
        observers.withLock { observers in
            defer { observers.next += 1 }
            observers.handlers.append((observers.next, handler))
            return Observation(id: observers.next)
        }
    }

    /// Stops calling an observer.
    public func removeObserver(_ observation: Observation) {
        observers.withLock { $0.handlers.removeAll { $0.id == observation.id } }
    }

    func notify(_ outcome: BoardEditOutcome) {
        for handler in observers.withLock({ $0.handlers.map(\.handler) }) { handler(outcome) }
    }
}
