// Edits of the board itself: its name and its labels.

extension BoardDocument {
    /// Renames the board. Undo step "Rename board".
    public func renameBoard(to name: String) throws(BoardEditError) {
        try perform("Rename board") { (board: inout Board) throws(BoardEditError) in
            board.name = name
            return ((), [.boardUpdated])
        }
    }

    /// Adds a label to the board's labels. Undo step "Create label".
    /// - Returns: The label's id.
    @discardableResult
    public func addLabel(named name: String, color: String? = nil) throws(BoardEditError) -> String {
        let id = makeID()
        try perform("Create label") { (board: inout Board) throws(BoardEditError) in
            board.labels.append(Label(id: id, name: name, color: color))
            return ((), [.boardUpdated])
        }
        return id
    }

    /// Renames a label; the cards that carry it keep it. Undo step "Rename label".
    public func renameLabel(_ id: String, to name: String) throws(BoardEditError) {
        try perform("Rename label") { (board: inout Board) throws(BoardEditError) in
            board.labels[try board.labelIndex(of: id)].name = name
            return ((), [.boardUpdated])
        }
    }

    /// Changes a label's colour (`nil`: no colour). Undo step "Recolour label".
    public func recolorLabel(_ id: String, to color: String?) throws(BoardEditError) {
        try perform("Recolour label") { (board: inout Board) throws(BoardEditError) in
            board.labels[try board.labelIndex(of: id)].color = color
            return ((), [.boardUpdated])
        }
    }

    /// Deletes a label and takes it off every card that carries it. Undo step "Delete label".
    public func deleteLabel(_ id: String) throws(BoardEditError) {
        try perform("Delete label") { (board: inout Board) throws(BoardEditError) in
            board.labels.remove(at: try board.labelIndex(of: id))
            var changes: [BoardChange] = [.boardUpdated]
            for list in board.lists.indices {
                for card in board.lists[list].cards.indices where board.lists[list].cards[card].labelIDs.contains(id) {
                    board.lists[list].cards[card].labelIDs.removeAll { $0 == id }
                    changes.append(.cardUpdated(id: board.lists[list].cards[card].id))
                }
            }
            return ((), changes)
        }
    }
}

extension Board {
    func labelIndex(of id: String) throws(BoardEditError) -> Int {
        guard let index = labels.firstIndex(where: { $0.id == id }) else {
            throw BoardEditError(code: .unknownID, message: "There is no label with id \"\(id)\" on the board.", id: id)
        }
        return index
    }
}
