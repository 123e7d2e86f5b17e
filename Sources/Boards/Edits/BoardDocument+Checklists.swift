// Edits of a card's checklists and their items. Checklists and items are found by id within the card; each
// edit is one undo step that reports `.cardUpdated` for the card.

extension BoardDocument {
    /// Adds an empty checklist at the end of a card's checklists. Undo step "Add checklist".
    /// - Returns: The checklist's id.
    @discardableResult
    public func addChecklist(named name: String, toCard id: String) throws(BoardEditError) -> String {
        let checklistID = makeID()
        try updateCard(id, "Add checklist") { card throws(BoardEditError) in
            card.checklists.append(Checklist(id: checklistID, name: name))
        }
        return checklistID
    }

    /// Renames a checklist. Undo step "Rename checklist".
    public func renameChecklist(_ checklistID: String, ofCard id: String, to name: String) throws(BoardEditError) {
        try updateCard(id, "Rename checklist") { card throws(BoardEditError) in
            card.checklists[try Self.checklistIndex(checklistID, in: card)].name = name
        }
    }

    /// Removes a checklist with its items. Undo step "Remove checklist".
    public func removeChecklist(_ checklistID: String, fromCard id: String) throws(BoardEditError) {
        try updateCard(id, "Remove checklist") { card throws(BoardEditError) in
            card.checklists.remove(at: try Self.checklistIndex(checklistID, in: card))
        }
    }

    /// Adds an item to a checklist. Undo step "Add checklist item".
    /// - Parameters:
    ///   - text: The item's text.
    ///   - checklistID: The checklist's id.
    ///   - id: The card's id.
    ///   - index: Where it goes, `0...items.count`; `nil` puts it last.
    /// - Returns: The item's id.
    @discardableResult
    public func addChecklistItem(
        _ text: String, toChecklist checklistID: String, ofCard id: String, at index: Int? = nil
    ) throws(BoardEditError) -> String {
        let itemID = makeID()
        try updateCard(id, "Add checklist item") { card throws(BoardEditError) in
            let checklist = try Self.checklistIndex(checklistID, in: card)
            let count = card.checklists[checklist].items.count
            let index = index ?? count
            guard (0...count).contains(index) else {
                throw .index(index, outside: 0...count, in: "the checklist \"\(card.checklists[checklist].name)\"")
            }
            card.checklists[checklist].items.insert(ChecklistItem(id: itemID, text: text), at: index)
        }
        return itemID
    }

    /// Changes a checklist item's text. Undo step "Rename checklist item".
    public func renameChecklistItem(_ itemID: String, ofCard id: String, to text: String) throws(BoardEditError) {
        try updateCard(id, "Rename checklist item") { card throws(BoardEditError) in
            let (checklist, item) = try Self.itemPosition(itemID, in: card)
            card.checklists[checklist].items[item].text = text
        }
    }

    /// Ticks or unticks a checklist item. Undo step "Tick item" / "Untick item".
    public func setChecklistItem(_ itemID: String, ofCard id: String, done: Bool) throws(BoardEditError) {
        try updateCard(id, done ? "Tick item" : "Untick item") { card throws(BoardEditError) in
            let (checklist, item) = try Self.itemPosition(itemID, in: card)
            card.checklists[checklist].items[item].done = done
        }
    }

    /// Moves a checklist item within its checklist to `index` (counted once the item has left its place).
    /// Undo step "Move checklist item".
    public func moveChecklistItem(_ itemID: String, ofCard id: String, to index: Int) throws(BoardEditError) {
        try updateCard(id, "Move checklist item") { card throws(BoardEditError) in
            let (checklist, item) = try Self.itemPosition(itemID, in: card)
            let moved = card.checklists[checklist].items.remove(at: item)
            let count = card.checklists[checklist].items.count
            guard (0...count).contains(index) else {
                throw .index(index, outside: 0...count, in: "the checklist \"\(card.checklists[checklist].name)\"")
            }
            card.checklists[checklist].items.insert(moved, at: index)
        }
    }

    /// Removes a checklist item. Undo step "Remove checklist item".
    public func removeChecklistItem(_ itemID: String, fromCard id: String) throws(BoardEditError) {
        try updateCard(id, "Remove checklist item") { card throws(BoardEditError) in
            let (checklist, item) = try Self.itemPosition(itemID, in: card)
            card.checklists[checklist].items.remove(at: item)
        }
    }

    // MARK: - Helpers

    static func checklistIndex(_ checklistID: String, in card: Card) throws(BoardEditError) -> Int {
        guard let index = card.checklists.firstIndex(where: { $0.id == checklistID }) else {
            throw BoardEditError(
                code: .unknownID, message: "The card \"\(card.title)\" has no checklist with id \"\(checklistID)\".",
                id: checklistID)
        }
        return index
    }

    static func itemPosition(_ itemID: String, in card: Card) throws(BoardEditError) -> (Int, Int) {
        for (checklist, list) in card.checklists.enumerated() {
            if let item = list.items.firstIndex(where: { $0.id == itemID }) { return (checklist, item) }
        }
        throw BoardEditError(
            code: .unknownID, message: "The card \"\(card.title)\" has no checklist item with id \"\(itemID)\".", id: itemID)
    }
}
