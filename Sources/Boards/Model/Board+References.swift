// Finding a list or a card the way a person names it: the one lookup every road uses (the command line, the web
// board, the desktop, the board session).

extension Board {
    /// The list a person means by `reference`: the list with that id, else the one list with that exact name.
    ///
    /// An id wins over a name. A name that several lists share is ambiguous: the error lists their ids so the
    /// caller can give one.
    /// - Throws: ``BoardEditError`` `unknownID` (the message names the board's lists) or `ambiguousReference`.
    public func list(named reference: String) throws(BoardEditError) -> BoardList {
        if let list = lists.first(where: { $0.id == reference }) { return list }
        let matches = lists.filter { $0.name == reference }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            throw BoardEditError(
                code: .unknownID,
                message: "No list has the id or name '\(reference)'; the board's lists are \(Self.names(lists.map(\.name))).",
                id: reference)
        default:
            let ids = matches.map(\.id).joined(separator: ", ")
            throw BoardEditError(
                code: .ambiguousReference,
                message: "\(matches.count) lists are named '\(reference)' (ids \(ids)); give the list's id.",
                id: reference)
        }
    }

    /// The card a person means by `reference`: the card with that id, else the one card with that exact title.
    ///
    /// An id wins over a title. A title that several cards share is ambiguous: the error lists each card's id
    /// and list so the caller can give one.
    /// - Parameters:
    ///   - reference: A card id or a card's exact title.
    ///   - listID: Look only in this list (for a title; an id is found anywhere).
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`.
    public func card(named reference: String, inList listID: String? = nil) throws(BoardEditError) -> Card {
        for list in lists {
            if let card = list.cards.first(where: { $0.id == reference }) { return card }
        }
        var matches: [(card: Card, list: String)] = []
        for list in lists where listID == nil || list.id == listID {
            for card in list.cards where card.title == reference { matches.append((card, list.name)) }
        }
        switch matches.count {
        case 1: return matches[0].card
        case 0:
            let place = listID.flatMap { id in lists.first { $0.id == id } }.map { " in the list '\(Self.clipped($0.name))'" } ?? ""
            throw BoardEditError(
                code: .unknownID, message: "No card\(place) has the id or title '\(reference)'.", id: reference)
        default:
            let listed = Self.names(matches.map { "\($0.card.id) (in '\($0.list)')" }, quoted: false)
            throw BoardEditError(
                code: .ambiguousReference,
                message: "\(matches.count) cards are titled '\(reference)': \(listed); give the card's id.",
                id: reference)
        }
    }

    /// The cards a person means by `references`, in the order given, each found as ``card(named:inList:)`` finds
    /// it. Ids are looked up in one pass over the board for all of them, so naming many cards costs the board
    /// once; a reference that is no card's id is then looked for as a title.
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`, for the first reference that fails.
    public func cards(named references: [String]) throws(BoardEditError) -> [Card] {
        let byID = firstCardPositions(of: references)
        return try references.map { reference throws(BoardEditError) in
            if let position = byID[reference] { return lists[position.list].cards[position.card] }
            return try card(named: reference)
        }
    }

    /// The label a person means by `reference`: the label with that id, else the one label with that exact name,
    /// else the one label without a name in that colour (as Trello shows a nameless label: by its colour).
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`.
    public func label(named reference: String) throws(BoardEditError) -> Label {
        if let label = labels.first(where: { $0.id == reference }) { return label }
        var matches = labels.filter { $0.name == reference }
        if matches.isEmpty { matches = labels.filter { $0.name.isEmpty && $0.color == reference } }
        switch matches.count {
        case 1: return matches[0]
        case 0:
            throw BoardEditError(code: .unknownID, message: "No label has the id or name '\(reference)'.", id: reference)
        default:
            throw BoardEditError(
                code: .ambiguousReference,
                message: "\(matches.count) labels are named '\(reference)' (ids "
                    + matches.map(\.id).joined(separator: ", ") + "); give the label's id.",
                id: reference)
        }
    }

    /// The one person of the board a person names for an edit: by id, else by username, else by exact name.
    ///
    /// Unlike ``person(named:)``, which resolves what a card already stores and takes the first match, a name
    /// several people share is refused here, as every lookup of an edit refuses it.
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`.
    public func uniquePerson(named reference: String) throws(BoardEditError) -> Person {
        if let person = people.first(where: { $0.id == reference }) { return person }
        for matches in [people.filter { $0.username == reference }, people.filter { $0.name == reference }] {
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw BoardEditError(
                    code: .ambiguousReference,
                    message: "\(matches.count) people are called '\(reference)' (ids "
                        + matches.map(\.id).joined(separator: ", ") + "); give the person's id.",
                    id: reference)
            }
        }
        throw BoardEditError(
            code: .unknownID,
            message: "No person of the board has the id, username or name '\(reference)'; the board's people are "
                + Self.names(people.map(\.displayName)) + ".",
            id: reference)
    }

    /// Where cards put "at" a position of a list land, as an index of the list once the moving cards have left it.
    ///
    /// The one meaning of a position (`--at`, a drop line, a keyboard move): the cards go before the card that is
    /// at `position` in the list now, counting archived cards; the list's card count puts them last. Cards of the
    /// same list that are moving do not count where they stand before that card.
    /// - Parameters:
    ///   - position: A position of the list as it is now, `0...cards.count`; `nil` for "last".
    ///   - listID: The list's id.
    ///   - moving: The ids of the cards that leave their places (a move); empty for new cards and copies.
    /// - Returns: The index for ``BoardDocument/moveCards(_:toList:at:)`` and the other inserting edits, or `nil`
    ///   when `position` is `nil`.
    /// - Throws: ``BoardEditError`` `unknownID` or `indexOutOfRange`.
    public func insertionIndex(_ position: Int?, inList listID: String, moving: [String] = []) throws(BoardEditError) -> Int? {
        guard let position else { return nil }
        let list = lists[try listIndex(of: listID)]
        guard (0...list.cards.count).contains(position) else {
            throw BoardEditError(
                code: .indexOutOfRange,
                message: "Position \(position) is outside the list '\(list.name)', which has \(list.cards.count) cards; "
                    + "give 0 to \(list.cards.count).",
                id: listID)
        }
        let moving = Set(moving)
        return position - list.cards[..<position].count { moving.contains($0.id) }
    }
}

extension Card {
    /// One of the card's checklists: by id, else by exact name.
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`.
    public func checklist(named reference: String) throws(BoardEditError) -> Checklist {
        try one(of: checklists, reference, noun: "checklist", id: \.id, name: \.name)
    }

    /// One of the items of the card's checklists: by id, else by exact text.
    /// - Throws: ``BoardEditError`` `unknownID` or `ambiguousReference`.
    public func checklistItem(named reference: String) throws(BoardEditError) -> ChecklistItem {
        try one(of: checklists.flatMap(\.items), reference, noun: "checklist item", id: \.id, name: \.text)
    }

    /// The one part with the id `reference`, else the one with that name; an error naming the card otherwise.
    private func one<Part>(
        of parts: [Part], _ reference: String, noun: String, id: KeyPath<Part, String>, name: KeyPath<Part, String>
    ) throws(BoardEditError) -> Part {
        if let part = parts.first(where: { $0[keyPath: id] == reference }) { return part }
        let matches = parts.filter { $0[keyPath: name] == reference }
        if matches.count == 1 { return matches[0] }
        throw matches.isEmpty
            ? BoardEditError(code: .unknownID, message: "The card '\(title)' has no \(noun) '\(reference)'.", id: reference)
            : BoardEditError(
                code: .ambiguousReference,
                message: "The card '\(title)' has \(matches.count) \(noun)s '\(reference)'; give the \(noun)'s id.",
                id: reference)
    }
}

extension Board {
    /// Up to five names, quoted and clipped, then how many more: `'To Do', 'Done' and 3 more`; `none` for none.
    /// A message naming a board's lists stays one readable line however many the board has.
    static func names(_ names: [String], quoted: Bool = true) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(5).map { quoted ? "'\(clipped($0))'" : clipped($0) }.joined(separator: ", ")
        return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
    }

    /// A name cut to 60 characters with `…`, for messages.
    static func clipped(_ name: String) -> String {
        name.count > 60 ? name.prefix(59) + "…" : name
    }
}
