import Boards
import Foundation

extension BoardSession {
    /// Undoes the board's latest step, whichever process made it, from the board's history.
    ///
    /// The parts of the board the step changed (the cards it moved, added, removed or changed, its lists' own fields,
    /// the board's name and labels, the order of the lists) are put back as they were before it — only when they are
    /// still as the step left them, with the lists it changed holding the same cards in the same order: a later
    /// change to those parts by anyone makes the undo a conflict, and nothing is written. Changes to other parts
    /// (other lists, and other cards' content) stay.
    /// Undoing every step of a history restores the board file byte for byte.
    /// - Returns: Applied (the step's name in ``BoardEditOutcome/actionName``), refused with `nothingToUndo`, or a
    ///   conflict with `changedSince`.
    /// - Throws: ``BoardSessionError`` when the files cannot be read or written.
    @discardableResult
    public func undo() throws(BoardSessionError) -> BoardEditOutcome { try travel(back: true) }

    /// Redoes the board's latest undone step; see ``undo()``.
    @discardableResult
    public func redo() throws(BoardSessionError) -> BoardEditOutcome { try travel(back: false) }

    private func travel(back: Bool) throws(BoardSessionError) -> BoardEditOutcome {
        let historyPath = BoardHistory.path(forBoard: path)
        let outcome: BoardEditOutcome
        do {
            outcome = try state.withLock { (state: inout State) throws -> BoardEditOutcome in
                var historyWrite: BoardFile.CompanionWrite?
                var status = BoardEditOutcome.Status.applied
                var name = ""
                var changes: [BoardChange] = []
                var written: BoardHistory?
                let cached = state.history
                let (board, changedElsewhere) = try state.file.transact(current: state.board, force: force) {
                    (board: Board, reloaded: Bool) throws -> (save: Board?, result: Bool) in
                    var history = try State.history(at: historyPath, cached: cached)
                    let index = back ? history.position - 1 : history.position
                    guard history.steps.indices.contains(index) else {
                        status = .refused(BoardEditError(
                            code: back ? .nothingToUndo : .nothingToRedo,
                            message: back ? "There is nothing to undo." : "There is nothing to redo."))
                        return (nil, reloaded)
                    }
                    let step = history.steps[index]
                    name = step.name
                    let delta = back ? step.delta.inverted : step.delta
                    switch delta.apply(to: board) {
                    case .failure(let conflict):
                        status = .conflict(BoardEditError(
                            code: .changedSince,
                            message: "Cannot \(back ? "undo" : "redo") \"\(step.name)\": "
                                + conflict.parts.joined(separator: ", ") + " changed since; "
                                + "\(back ? "undoing" : "redoing") it would lose that change."))
                        return (nil, reloaded)
                    case .success(let restored):
                        history.position += back ? -1 : 1
                        historyWrite = history.writePosition()
                        written = history
                        changes = delta.changes
                        return (restored, reloaded)
                    }
                } companion: { _ in historyWrite.map { (historyPath, $0) } }
                state.board = board
                if let written { state.wrote(written, to: historyPath) }
                return BoardEditOutcome(
                    status: status, actionName: name, changes: changes, createdIDs: [], warnings: [],
                    changedElsewhere: changedElsewhere, board: board)
            }
        } catch let error as BoardSessionError {
            throw error
        } catch let error as BoardStorageError {
            throw BoardSessionError(error, file: path)
        } catch {
            throw BoardSessionError(code: .storage, message: "\(path): \(error)", file: path)
        }
        if outcome.isApplied { notify(outcome) }
        return outcome
    }
}

extension BoardDelta {
    /// What applying the delta changes, for observers: the lists it adds, removes, moves or changes, and the
    /// board itself when its fields change.
    var changes: [BoardChange] {
        let listIDs = lists.map(\.id)
        var changes: [BoardChange] = headerBefore == nil ? [] : [.boardUpdated]
        // Each list's first place before and after, so a delta of many lists costs each list once.
        let placesBefore = Dictionary(orderBefore.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let placesAfter = Dictionary(orderAfter.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for id in listIDs {
            let before = placesBefore[id], after = placesAfter[id]
            switch (before, after) {
            case (let from?, nil): changes.append(.listRemoved(id: id, index: from))
            case (nil, let to?): changes.append(.listInserted(id: id, index: to))
            default: changes.append(.listUpdated(id: id))
            }
        }
        if orderBefore != orderAfter {
            let kept = Set(listIDs)
            for (to, id) in orderAfter.enumerated() where !kept.contains(id) {
                if let from = placesBefore[id], from != to { changes.append(.listMoved(id: id, from: from, to: to)) }
            }
        }
        return changes
    }
}
