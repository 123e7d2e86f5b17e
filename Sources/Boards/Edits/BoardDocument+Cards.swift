extension BoardDocument {
    /// Adds a card.
    /// - Parameters:
    ///   - title: The card's title.
    ///   - notes: Its notes.
    ///   - listID: The list it goes in.
    ///   - index: Its index in the list, `0...cards.count`; `nil` puts it last.
    /// - Returns: The new card's id.
    /// - Throws: ``BoardEditError`` `unknownID`, `indexOutOfRange` or `cardLimitReached`.
    @discardableResult
    public func addCard(titled title: String, notes: String = "", toList listID: String, at index: Int? = nil)
        throws(BoardEditError) -> String
    {
        let id = makeID()
        return try perform("Add card") { (board: inout Board) throws(BoardEditError) in
            let list = try board.listIndex(of: listID)
            let index = index ?? board.lists[list].cards.count
            try Self.checkIndex(index, insertingInto: board.lists[list])
            try board.checkAdmission(ofList: list, incoming: 1, open: 1)
            board.lists[list].cards.insert(Card(id: id, title: title, notes: notes), at: index)
            return (id, [.cardInserted(id: id, at: CardLocation(listID: listID, index: index))])
        }
    }

    /// Changes a card's title. Undo step "Rename card".
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func renameCard(_ id: String, to title: String) throws(BoardEditError) {
        try perform("Rename card") { (board: inout Board) throws(BoardEditError) in
            let position = try board.cardPosition(of: id)
            board.lists[position.list].cards[position.card].title = title
            return ((), [.cardUpdated(id: id)])
        }
    }

    /// Archives or unarchives a card; it keeps its place. Undo step "Archive card" / "Unarchive card".
    /// - Throws: ``BoardEditError`` `unknownID`, or `cardLimitReached` when unarchiving would put the list over
    ///   its limit.
    public func setCard(_ id: String, archived: Bool) throws(BoardEditError) {
        try perform(archived ? "Archive card" : "Unarchive card") { (board: inout Board) throws(BoardEditError) in
            let position = try board.cardPosition(of: id)
            if !archived && board.lists[position.list].cards[position.card].archived {
                try board.checkAdmission(ofList: position.list, incoming: 0, open: 1)
            }
            board.lists[position.list].cards[position.card].archived = archived
            return ((), [.cardUpdated(id: id)])
        }
    }

    /// Deletes cards from wherever they are. Undo step "Delete card" / "Delete 3 cards".
    /// - Throws: ``BoardEditError`` `emptySelection` or `unknownID` (then no card is deleted).
    public func deleteCards(_ ids: [String]) throws(BoardEditError) {
        let ids = try Self.selection(ids)
        try perform(Self.actionName("Delete", ids.count, "card")) { (board: inout Board) throws(BoardEditError) in
            let positions = try board.cardPositions(of: ids)
            let changes = zip(ids, positions).map { id, position in
                BoardChange.cardRemoved(
                    id: id, from: CardLocation(listID: board.lists[position.list].id, index: position.card))
            }
            board.removeCards(at: positions)
            return ((), changes)
        }
    }

    /// Moves cards, from one list or several, into a list, keeping the order given.
    ///
    /// `index` is where the first moved card ends up, counted in the destination list *once the moved cards
    /// have left it*: `0...(cards staying in the list)`. Undo step "Move card" / "Move 3 cards".
    /// - Throws: ``BoardEditError`` `emptySelection`, `unknownID`, `indexOutOfRange`, or `cardLimitReached`
    ///   when the list would gain more open cards than its limit allows (reordering within a list never does).
    public func moveCards(_ ids: [String], toList listID: String, at index: Int) throws(BoardEditError) {
        let ids = try Self.selection(ids)
        try perform(Self.actionName("Move", ids.count, "card")) { (board: inout Board) throws(BoardEditError) in
            let destination = try board.listIndex(of: listID)
            let positions = try board.cardPositions(of: ids)
            let moved = positions.map { board.lists[$0.list].cards[$0.card] }
            let origins = positions.map { CardLocation(listID: board.lists[$0.list].id, index: $0.card) }
            let incoming = zip(positions, moved).filter { $0.0.list != destination }
            try board.checkAdmission(
                ofList: destination, incoming: incoming.count, open: incoming.count { !$0.1.archived })
            board.removeCards(at: positions)
            try Self.checkIndex(index, insertingInto: board.lists[destination])
            board.lists[destination].cards.insert(contentsOf: moved, at: index)
            let changes = ids.indices.map { offset in
                BoardChange.cardMoved(
                    id: ids[offset], from: origins[offset],
                    to: CardLocation(listID: listID, index: index + offset))
            }
            return ((), changes)
        }
    }

    /// Copies cards into a list, in the order given, at `index` (`0...cards.count`).
    ///
    /// Each copy is the whole card — checklists, comments, attachments — with new ids for the card and all its
    /// parts. Undo step "Copy card" / "Copy 3 cards".
    /// - Returns: The copies' ids, in order.
    /// - Throws: ``BoardEditError`` `emptySelection`, `unknownID`, `indexOutOfRange` or `cardLimitReached`.
    @discardableResult
    public func copyCards(_ ids: [String], toList listID: String, at index: Int) throws(BoardEditError) -> [String] {
        let ids = try Self.selection(ids)
        return try perform(Self.actionName("Copy", ids.count, "card")) {
            (board: inout Board) throws(BoardEditError) in
            let destination = try board.listIndex(of: listID)
            let originals = try board.cardPositions(of: ids).map { board.lists[$0.list].cards[$0.card] }
            try Self.checkIndex(index, insertingInto: board.lists[destination])
            try board.checkAdmission(
                ofList: destination, incoming: originals.count, open: originals.count { !$0.archived })
            let copies = originals.map { $0.reidentified { _ in self.makeID() } }
            board.lists[destination].cards.insert(contentsOf: copies, at: index)
            let changes = copies.indices.map { offset in
                BoardChange.cardInserted(id: copies[offset].id, at: CardLocation(listID: listID, index: index + offset))
            }
            return (copies.map(\.id), changes)
        }
    }

    /// Merges content into a card, as when a drop lands on a card rather than between cards.
    ///
    /// From `content`: notes are appended after a blank line; each checklist's items are appended to the card's
    /// checklist of the same name, or the checklist is added when there is none; comments are appended;
    /// attachments are appended unless the card already has one with the same url; labels and members are
    /// added when missing; due and start dates fill in only where the card has none. The card's id, title,
    /// archived flag and source stay. Merged parts keep their ids where those are new to the board and get new
    /// ones otherwise. Undo step "Merge into card".
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func mergeIntoCard(_ id: String, content: Card) throws(BoardEditError) {
        try perform("Merge into card") { (board: inout Board) throws(BoardEditError) in
            let position = try board.cardPosition(of: id)
            let replace = freshIDs(avoiding: board.allIDs())
            let content = content.reidentified(replace)
            board.lists[position.list].cards[position.card].merge(content)
            return ((), [.cardUpdated(id: id)])
        }
    }

    // MARK: - Helpers

    static func actionName(_ verb: String, _ count: Int, _ noun: String) -> String {
        count == 1 ? "\(verb) \(noun)" : "\(verb) \(count) \(noun)s"
    }

    /// The ids without repeats, in first-seen order; throws when there are none.
    static func selection(_ ids: [String]) throws(BoardEditError) -> [String] {
        var seen = Set<String>()
        let unique = ids.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else {
            throw BoardEditError(code: .emptySelection, message: "The edit was given no cards.")
        }
        return unique
    }

    static func checkIndex(_ index: Int, insertingInto list: BoardList) throws(BoardEditError) {
        guard (0...list.cards.count).contains(index) else {
            throw .index(index, outside: 0...list.cards.count, in: "the list \"\(list.name)\"")
        }
    }

    /// An id replacement that keeps ids new to the board (and not empty) and makes new ones for the rest.
    func freshIDs(avoiding taken: Set<String>) -> (String) -> String {
        var taken = taken
        return { id in
            var result = id
            while result.isEmpty || taken.contains(result) { result = self.makeID() }
            taken.insert(result)
            return result
        }
    }
}

extension Card {
    /// Adds another card's content to this one, as ``BoardDocument/mergeIntoCard(_:content:)`` describes.
    mutating func merge(_ content: Card) {
        if !content.notes.isEmpty {
            notes = notes.isEmpty ? content.notes : notes + "\n\n" + content.notes
        }
        // Look-ups built once, so merging many cards into one costs their content, not its square.
        var checklistIndexes = Dictionary(
            checklists.indices.map { (checklists[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for checklist in content.checklists {
            if let index = checklistIndexes[checklist.name] {
                checklists[index].items += checklist.items
            } else {
                checklistIndexes[checklist.name] = checklists.count
                checklists.append(checklist)
            }
        }
        comments += content.comments
        let urls = Set(attachments.map(\.url))
        attachments += content.attachments.filter { !urls.contains($0.url) }
        let labelsHere = Set(labelIDs)
        labelIDs += content.labelIDs.filter { !labelsHere.contains($0) }
        let membersHere = Set(members)
        members += content.members.filter { !membersHere.contains($0) }
        due = due ?? content.due
        start = start ?? content.start
    }
}
