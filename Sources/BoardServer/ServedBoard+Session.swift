import Boards
import BoardDrops
import Foundation

extension ServedBoard {
    // MARK: - Edits through the board session

    /// What the board's rules say about `edits` on `board`, without saving anything: the board they would make,
    /// or the typed refusal the session would give. The edits are made on a copy, by the same code as
    /// `BoardSession.apply(_:named:)`. A dropped file is written to the board's store already: the store is
    /// content-addressed, so the save that follows finds it there, and a file no card keeps is collected.
    func tryEdits(_ edits: [BoardEdit], on board: Board) -> Result<Board, BoardEditError> {
        let document = BoardDocument(board: board)
        let date = Date()
        do {
            _ = try BoardEdit.apply(edits, to: document, date: date, store: session.attachmentStore)
        } catch let refusal as BoardEditError {
            return .failure(refusal)
        } catch {
            return .failure(BoardEditError(code: .unknownID, message: "\(error)"))
        }
        return .success(document.board)
    }

    /// Makes `edits` through the board session as one named step of the board's history, from a page showing
    /// `version`, and tells every page; `warnings` (what an import before the edit could not carry) come back
    /// with the answer.
    ///
    /// Call on the queue. An edit that would leave the board as it is is answered without a save (a card
    /// dropped where it was).
    /// - Throws: ``BoardServerError`` `stale` (409) for an old version or a change made elsewhere that the
    ///   edit conflicts with; `notFound` (404) for a list or card that is not there; `refused` (422) with the
    ///   session's reason; `saveFailed` (500).
    func applyThroughSession(
        _ edits: [BoardEdit], named name: String? = nil, from version: Int, operation: String, warnings: [String] = []
    ) throws(BoardServerError) -> BoardAPI.EditResult {
        dispatchPrecondition(condition: .onQueue(queue))
        checkDisk()
        let current = state.withLock { $0 }
        guard current.diskProblem == nil, version == current.version else { throw staleError() }
        switch tryEdits(edits, on: current.document.board) {
        case .failure(let refusal): throw BoardServerError(refusal)
        case .success(let after) where after == current.document.board:
            return result(operation: operation, warnings: warnings)
        case .success: break
        }
        let outcome: BoardEditOutcome
        do { outcome = try session.apply(edits, named: name) } catch {
            reload()
            throw BoardServerError(.saveFailed, error.description, file: path, underlying: error)
        }
        switch outcome.status {
        case .conflict:
            reload()
            throw staleError()
        case .refused(let refusal):
            throw BoardServerError(refusal)
        case .applied:
            let before = current.document.board
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
            return result(operation: operation, warnings: warnings + outcome.warnings, change: change)
        }
    }

    /// The answer to an edit: the board's version and history names as they are now.
    func result(operation: String?, warnings: [String] = [], change: PageChange? = nil) -> BoardAPI.EditResult {
        let snapshot = snapshot()
        return BoardAPI.EditResult(
            version: snapshot.version, operation: operation, undoName: snapshot.undoName,
            redoName: snapshot.redoName, warnings: warnings, change: change)
    }

    /// One edit the page asks for (`POST /api/edit`), made through the board session.
    /// - Throws: ``BoardServerError`` `badRequest` (400) for an edit the page described wrongly, and those of
    ///   ``applyThroughSession(_:named:from:operation:warnings:)``.
    package func edit(_ request: BoardAPI.EditRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        let edits = try request.edits.map { (edit) throws(BoardServerError) in try edit.boardEdit() }
        guard !edits.isEmpty else { throw BoardServerError(.badRequest, "The request names no edit.") }
        return try applyThroughSession(edits, named: request.name, from: request.version, operation: "edit")
    }
}

extension BoardServerError {
    /// The session's refusal, with its code as the reason: 404 for a list or card that is not there, 422
    /// otherwise.
    init(_ refusal: BoardEditError) {
        let code: Code = switch refusal.code {
        case .unknownID: .notFound
        default: .refused
        }
        self.init(code, refusal.message)
        reason = refusal.code.description
    }
}
