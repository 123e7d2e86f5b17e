extension BoardDocument {
    /// Makes the edits `body` makes as one undo step, named by the last of them, as a batch of edits from a script
    /// or a request is one step of the board's history.
    ///
    /// The edits change the board in place: each list is copied once, by the first edit that changes it, and what
    /// changed is worked out once, at the end. Made as steps of their own, each edit would copy the list it changes
    /// (the step before keeps the old one) and work out what changed, so a batch of n edits on a list of m cards
    /// would cost n × m.
    ///
    /// All or nothing: when an edit throws, whether or not `body` catches it, the board goes back to where it was
    /// before `body` and no step is kept; observers, who heard each edit, hear the edits undone (an `.undo` update
    /// named by the last edit). Undo and redo are not for use inside `body`, and edits other threads make on the
    /// document meanwhile join the step: it is for a document that one caller edits, as a session's is.
    /// - Throws: What `body` throws, or the first edit's `BoardEditError` that `body` caught.
    package func performAsOneStep<Result>(_ body: () throws -> Result) throws -> Result {
        state.withLock { state in
            precondition(state.oneStep == nil, "performAsOneStep does not nest")
            state.oneStep = OneStep(before: state.board)
        }
        let outcome = Swift.Result<Result, any Error>(catching: body)
        let (ended, update) = state.withLock { (state: inout State) -> (Swift.Result<Result, any Error>, Update?) in
            let step = state.oneStep!
            state.oneStep = nil
            if case .success(let value) = outcome, step.failure == nil {
                if let name = step.lastName {
                    if let last = state.undoStack.indices.last {
                        state.undoStack[last].delta = state.undoStack[last].delta.compacted
                    }
                    state.undoStack.append(Step(name: name, delta: .boards(before: step.before, after: state.board), changes: step.changes))
                    state.trimUndo()
                    state.redoStack.removeAll()
                }
                return (.success(value), nil)
            }
            let error: any Error
            switch outcome {
            case .failure(let thrown): error = thrown
            case .success: error = step.failure!  // body caught an edit's error
            }
            state.board = step.before
            guard let name = step.lastName else { return (.failure(error), nil) }
            let undone = Update(kind: .undo, actionName: name, changes: step.changes.reversed().map(\.inverse), board: step.before)
            return (.failure(error), undone)
        }
        if let update { notify(update) }
        return try ended.get()
    }

    /// The edits of ``BoardDocument/performAsOneStep(_:)`` so far.
    struct OneStep: Sendable {
        /// The board before the first of them, which a failure restores.
        let before: Board
        /// The changes they made, in order.
        var changes: [BoardChange] = []
        /// The name of the last edit made; `nil` until one is.
        var lastName: String?
        /// The first edit's error, which ends the step with nothing kept.
        var failure: BoardEditError?
    }
}

extension BoardDocument.State {
    /// Makes one edit of a ``BoardDocument/performAsOneStep(_:)`` on the board in place: the board is moved out of
    /// the state while `body` changes it, so no other reference makes the change copy it.
    mutating func performInOneStep<Result>(
        _ name: String, _ body: (inout Board) throws(BoardEditError) -> (Result, [BoardChange])
    ) throws(BoardEditError) -> (Result, BoardDocument.Update) {
        var board = Board(id: "", name: "")
        swap(&board, &self.board)
        defer { swap(&board, &self.board) }
        do {
            let (result, changes) = try body(&board)
            oneStep!.changes += changes
            oneStep!.lastName = name
            return (result, BoardDocument.Update(kind: .edit, actionName: name, changes: changes, board: board))
        } catch {
            // The edit may have changed the board before it threw: the step ends with the board as it was before.
            if oneStep!.failure == nil { oneStep!.failure = error }
            throw error
        }
    }
}
