import Foundation
import Locking

/// A board being edited: applies edits, keeps their undo and redo history, and tells observers what changed.
///
/// Every edit is one undo step with a name such as "Move 3 cards" (``undoActionName``). An edit that cannot
/// apply throws ``BoardEditError`` and changes nothing: no board change, no undo step, no notification. Undo and
/// redo restore the exact board of before and after the edit. Each step keeps only what its edit changed (the
/// cards it took out and put in and where, the fields of the lists and of the board it changed), so a long
/// history of small edits on a large board stays small.
///
/// Ids: an edit that creates a list, card, checklist, item, comment or attachment gives it a new id from
/// `makeID` (a lowercase UUID unless the document was created with another generator). Fragments keep their
/// ids where those are new to the board, and get fresh ones where they would collide.
///
/// Thread safety: all methods may be called from any thread; the state sits behind a mutex, so each edit is
/// atomic. Observers run synchronously on the thread that made the change, after the change is committed and
/// outside the lock, so they may read the document (but should not assume updates from edits made on several
/// threads at once arrive in commit order — each ``Update`` carries the board it produced).
public final class BoardDocument: Sendable {
    struct Step: Sendable {
        var name: String
        /// What the edit changed: applied to the board before the edit it gives the board after it.
        var delta: Delta
        var changes: [BoardChange]
    }

    /// What a step keeps: what its edit changed, or both boards — for the newest step, until a newer one comes (a
    /// document that makes one edit never works out what it changed), and for a board whose lists' ids repeat
    /// (which a delta, naming lists by id, cannot tell apart). The boards share every list the edit did not change.
    enum Delta: Sendable {
        case changes(BoardDelta)
        case boards(before: Board, after: Board)

        /// The step kept as what it changed, where the boards allow it.
        var compacted: Delta {
            guard case .boards(let before, let after) = self, before.hasUniqueListIDs && after.hasUniqueListIDs
            else { return self }
            return .changes(BoardDelta(from: before, to: after))
        }

        /// The board before the step, from the board after it.
        func undoing(_ board: Board) -> Board {
            switch self {
            case .changes(let delta): delta.inverted.restoring(board)
            case .boards(let before, _): before
            }
        }

        /// The board after the step, from the board before it.
        func redoing(_ board: Board) -> Board {
            switch self {
            case .changes(let delta): delta.restoring(board)
            case .boards(_, let after): after
            }
        }
    }

    struct State: Sendable {
        var board: Board
        var undoStack: [Step] = []
        var redoStack: [Step] = []
        var observers: [(id: Int, handler: @Sendable (Update) -> Void)] = []
        var nextObserverID = 0
        var levelsOfUndo = 0
        /// The edits being made as one step (``BoardDocument/performAsOneStep(_:)``), or `nil`.
        var oneStep: OneStep?
    }

    let state: Locked<State>
    /// Makes the id of everything an edit creates.
    let makeID: @Sendable () -> String

    /// Creates a document holding a board, with an empty undo history.
    /// - Parameters:
    ///   - board: The board to edit.
    ///   - makeID: Makes ids for what edits create; by default a lowercase UUID string. It must not repeat ids.
    public init(board: Board, makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }) {
        self.state = Locked(State(board: board))
        self.makeID = makeID
    }

    /// The board as it is now (a copy).
    public var board: Board {
        state.withLock { $0.board }
    }

    /// Puts another board in the document, as when its file was read again after a change made elsewhere; the
    /// undo and redo history is forgotten and observers are not called (nothing was edited here).
    package func reset(to board: Board) {
        state.withLock { state in
            state.board = board
            state.undoStack.removeAll()
            state.redoStack.removeAll()
        }
    }

    /// Replaces the whole board as one undo step, for an edit decided elsewhere (a view's own document) and made
    /// here as it was made there. Observers hear `.boardUpdated`.
    package func replaceBoard(with board: Board, named name: String) {
        try? perform(name) { (current: inout Board) throws(BoardEditError) in
            current = board
            return ((), [.boardUpdated])
        }
    }

    // MARK: - Undo and redo

    /// The most undo steps kept, as in Apple's `UndoManager`; `0` (the default) keeps all of them.
    ///
    /// When an edit goes past the limit, the oldest step is forgotten. Lowering the limit forgets the oldest
    /// steps at once.
    public var levelsOfUndo: Int {
        get { state.withLock { $0.levelsOfUndo } }
        set {
            state.withLock { state in
                state.levelsOfUndo = max(0, newValue)
                state.trimUndo()
            }
        }
    }

    /// Whether there is an edit to undo.
    public var canUndo: Bool { state.withLock { !$0.undoStack.isEmpty } }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { state.withLock { !$0.redoStack.isEmpty } }
    /// The name of the edit ``undo()`` would undo, such as "Move 3 cards", or `""` when there is none.
    public var undoActionName: String { state.withLock { $0.undoStack.last?.name ?? "" } }
    /// The name of the edit ``redo()`` would redo, or `""` when there is none.
    public var redoActionName: String { state.withLock { $0.redoStack.last?.name ?? "" } }

    /// Undoes the latest edit, restoring the board exactly as it was before it.
    /// - Returns: `false` when there was nothing to undo.
    @discardableResult
    public func undo() -> Bool {
        let update: Update? = state.withLock { state in
            guard let step = state.undoStack.popLast() else { return nil }
            state.board = step.delta.undoing(state.board)
            state.redoStack.append(step)
            return Update(
                kind: .undo, actionName: step.name, changes: step.changes.reversed().map(\.inverse),
                board: state.board)
        }
        guard let update else { return false }
        notify(update)
        return true
    }

    /// Redoes the latest undone edit, restoring the board exactly as the edit left it.
    /// - Returns: `false` when there was nothing to redo.
    @discardableResult
    public func redo() -> Bool {
        let update: Update? = state.withLock { state in
            guard let step = state.redoStack.popLast() else { return nil }
            state.board = step.delta.redoing(state.board)
            state.undoStack.append(step)
            return Update(kind: .redo, actionName: step.name, changes: step.changes, board: state.board)
        }
        guard let update else { return false }
        notify(update)
        return true
    }

    // MARK: - Applying edits

    /// Applies an edit to a copy of the board and, if it does not throw, commits it as one undo step.
    ///
    /// The body returns the changes it made and a value for the caller. Throwing discards the copy, so a failed
    /// edit changes nothing.
    func perform<Result>(
        _ name: String, _ body: (inout Board) throws(BoardEditError) -> (Result, [BoardChange])
    ) throws(BoardEditError) -> Result {
        let (result, update) = try state.withLock { (state: inout State) throws(BoardEditError) in
            if state.oneStep != nil { return try state.performInOneStep(name, body) }
            var board = state.board
            let (result, changes) = try body(&board)
            if let last = state.undoStack.indices.last { state.undoStack[last].delta = state.undoStack[last].delta.compacted }
            state.undoStack.append(Step(name: name, delta: .boards(before: state.board, after: board), changes: changes))
            state.trimUndo()
            state.redoStack.removeAll()
            state.board = board
            return (result, Update(kind: .edit, actionName: name, changes: changes, board: board))
        }
        notify(update)
        return result
    }
}

extension BoardDelta {
    /// `board` with the delta applied, for a document's own undo and redo: its board is always the one the delta
    /// starts from, since every change of the document's board is a step of its history (or forgets it), and its
    /// lists' ids are unique (else the step keeps both boards).
    func restoring(_ board: Board) -> Board {
        switch apply(to: board) {
        case .success(let restored): return restored
        case .failure(let conflict):
            preconditionFailure("A document's undo step does not fit its board: \(conflict.parts)")
        }
    }
}

extension Board {
    /// Whether no two lists share an id.
    var hasUniqueListIDs: Bool {
        var seen = Set<String>()
        return lists.allSatisfy { seen.insert($0.id).inserted }
    }
}

extension BoardDocument.State {
    /// Forgets the oldest undo steps beyond ``BoardDocument/levelsOfUndo``.
    mutating func trimUndo() {
        if levelsOfUndo > 0 && undoStack.count > levelsOfUndo {
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }
    }
}
