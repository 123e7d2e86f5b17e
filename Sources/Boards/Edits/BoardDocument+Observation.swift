extension BoardDocument {
    /// What an edit, undo or redo did to the board.
    public struct Update: Sendable {
        /// How the board came to change.
        public enum Kind: Hashable, Sendable {
            /// A new edit.
            case edit
            /// An edit being undone; ``Update/changes`` are the edit's changes inverted, in reverse order.
            case undo
            /// An undone edit being redone.
            case redo
        }

        /// How the board came to change.
        public var kind: Kind
        /// The edit's name, such as "Move 3 cards".
        public var actionName: String
        /// What changed and where; see ``BoardChange`` for how places are counted.
        public var changes: [BoardChange]
        /// The board after the change.
        public var board: Board
    }

    /// A registration made by ``addObserver(_:)``; pass it to ``removeObserver(_:)`` to stop.
    public struct Observation: Hashable, Sendable {
        let id: Int
    }

    /// Calls `handler` after every edit, undo and redo, until the observation is removed.
    ///
    /// The handler runs synchronously on the thread that made the change, after the change is committed and
    /// outside the document's lock; observers run in the order they were added.
    @discardableResult
    public func addObserver(_ handler: @escaping @Sendable (Update) -> Void) -> Observation {
        state.withLock { state in
            let id = state.nextObserverID
            state.nextObserverID += 1
            state.observers.append((id, handler))
            return Observation(id: id)
        }
    }

    /// Stops calling an observer. Removing one that is already gone does nothing.
    public func removeObserver(_ observation: Observation) {
        state.withLock { state in
            state.observers.removeAll { $0.id == observation.id }
        }
    }

    func notify(_ update: Update) {
        let handlers = state.withLock { $0.observers.map(\.handler) }
        for handler in handlers {
            handler(update)
        }
    }
}
