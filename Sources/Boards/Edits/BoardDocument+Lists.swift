extension BoardDocument {
    /// Adds an empty list.
    /// - Parameters:
    ///   - name: The list's name.
    ///   - index: Where it goes among the lists, `0...lists.count`; `nil` puts it last.
    /// - Returns: The new list's id.
    /// - Throws: ``BoardEditError`` `indexOutOfRange`.
    @discardableResult
    public func addList(named name: String, at index: Int? = nil) throws(BoardEditError) -> String {
        let id = makeID()
        return try perform("Add list") { (board: inout Board) throws(BoardEditError) in
            let index = index ?? board.lists.count
            guard (0...board.lists.count).contains(index) else {
                throw .index(index, outside: 0...board.lists.count, in: "the board's lists")
            }
            board.lists.insert(BoardList(id: id, name: name), at: index)
            return (id, [.listInserted(id: id, index: index)])
        }
    }

    /// Renames a list. Undo step "Rename list".
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func renameList(_ id: String, to name: String) throws(BoardEditError) {
        try perform("Rename list") { (board: inout Board) throws(BoardEditError) in
            board.lists[try board.listIndex(of: id)].name = name
            return ((), [.listUpdated(id: id)])
        }
    }

    /// Archives or unarchives a list; its cards stay in it. Undo step "Archive list" / "Unarchive list".
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func setList(_ id: String, archived: Bool) throws(BoardEditError) {
        try perform(archived ? "Archive list" : "Unarchive list") { (board: inout Board) throws(BoardEditError) in
            board.lists[try board.listIndex(of: id)].archived = archived
            return ((), [.listUpdated(id: id)])
        }
    }

    /// Sets or clears a list's card limit. An existing excess of cards is allowed; later edits may not add more.
    /// - Throws: ``BoardEditError`` `unknownID`, or `indexOutOfRange` for a negative limit.
    public func setCardLimit(_ limit: Int?, ofList id: String) throws(BoardEditError) {
        try perform("Set card limit") { (board: inout Board) throws(BoardEditError) in
            if let limit, limit < 0 {
                throw BoardEditError(code: .indexOutOfRange, message: "A card limit cannot be negative.", id: id)
            }
            board.lists[try board.listIndex(of: id)].cardLimit = limit
            return ((), [.listUpdated(id: id)])
        }
    }

    /// Moves a list to `index` among the lists, counted once the list has left its place
    /// (`0..<lists.count`). Undo step "Move list".
    /// - Throws: ``BoardEditError`` `unknownID` or `indexOutOfRange`.
    public func moveList(_ id: String, to index: Int) throws(BoardEditError) {
        try perform("Move list") { (board: inout Board) throws(BoardEditError) in
            let from = try board.listIndex(of: id)
            guard board.lists.indices.contains(index) else {
                throw .index(index, outside: 0...(board.lists.count - 1), in: "the board's lists")
            }
            let list = board.lists.remove(at: from)
            board.lists.insert(list, at: index)
            return ((), [.listMoved(id: id, from: from, to: index)])
        }
    }

    /// Deletes a list and every card in it. Undo step "Delete list"; undo brings it back whole.
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func deleteList(_ id: String) throws(BoardEditError) {
        try perform("Delete list") { (board: inout Board) throws(BoardEditError) in
            let index = try board.listIndex(of: id)
            board.lists.remove(at: index)
            return ((), [.listRemoved(id: id, index: index)])
        }
    }
}
