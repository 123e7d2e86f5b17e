import Foundation

// Edits of what a card holds: its description, labels, dates, done state, members, links, attachments, cover
// and comments. Each is one undo step that reports `.cardUpdated`; an edit that would change nothing still
// counts as a step, so a script's undo always undoes the edit it made.

extension BoardDocument {
    /// Replaces a card's description (its notes). Undo step "Edit description".
    /// - Throws: ``BoardEditError`` `unknownID`.
    public func setNotes(_ notes: String, ofCard id: String) throws(BoardEditError) {
        try updateCard(id, "Edit description") { card throws(BoardEditError) in card.notes = notes }
    }

    /// Puts a board label on a card, or takes it off. Undo step "Add label" / "Remove label".
    /// - Throws: ``BoardEditError`` `unknownID` for the card or a label the board does not have.
    public func setLabel(_ labelID: String, onCard id: String, present: Bool) throws(BoardEditError) {
        try updateCard(id, present ? "Add label" : "Remove label") { card, board throws(BoardEditError) in
            guard board.labels.contains(where: { $0.id == labelID }) else {
                throw BoardEditError(code: .unknownID, message: "There is no label with id \"\(labelID)\" on the board.", id: labelID)
            }
            card.labelIDs.removeAll { $0 == labelID }
            if present { card.labelIDs.append(labelID) }
        }
    }

    /// Sets or clears a card's due date. Undo step "Set due date" / "Remove due date".
    /// - Parameters:
    ///   - date: The due date, or `nil` to clear it.
    ///   - allDay: Whether the date is a day without a time of day.
    ///   - id: The card's id.
    public func setDue(_ date: Date?, allDay: Bool = false, ofCard id: String) throws(BoardEditError) {
        try updateCard(id, date == nil ? "Remove due date" : "Set due date") { card throws(BoardEditError) in
            card.due = date
            card.dueIsAllDay = date != nil && allDay
        }
    }

    /// Sets or clears a card's start date. Undo step "Set start date" / "Remove start date".
    /// - Parameters:
    ///   - date: The start date, or `nil` to clear it.
    ///   - allDay: Whether the date is a day without a time of day.
    ///   - id: The card's id.
    public func setStart(_ date: Date?, allDay: Bool = false, ofCard id: String) throws(BoardEditError) {
        try updateCard(id, date == nil ? "Remove start date" : "Set start date") { card throws(BoardEditError) in
            card.start = date
            card.startIsAllDay = date != nil && allDay
        }
    }

    /// Marks a card done or not done; a card with a due date has its due date marked complete with it.
    /// Undo step "Mark done" / "Mark not done".
    public func setDone(_ done: Bool, ofCard id: String) throws(BoardEditError) {
        try updateCard(id, done ? "Mark done" : "Mark not done") { card throws(BoardEditError) in
            card.done = done
            if card.due != nil { card.dueComplete = done }
        }
    }

    /// Adds a person of the board to a card's members, or removes them. Undo step "Add member" / "Remove member".
    /// - Throws: ``BoardEditError`` `unknownID` for the card, or for a person not among the board's people.
    public func setMember(_ personID: String, onCard id: String, present: Bool) throws(BoardEditError) {
        try updateCard(id, present ? "Add member" : "Remove member") { card, board throws(BoardEditError) in
            guard board.people.contains(where: { $0.id == personID }) else {
                throw BoardEditError(code: .unknownID, message: "There is no person with id \"\(personID)\" on the board.", id: personID)
            }
            card.members.removeAll { $0 == personID }
            if present { card.members.append(personID) }
        }
    }

    /// Adds a link to a web page to a card (a link with the same url is replaced). Undo step "Add link".
    public func addLink(_ url: String, title: String? = nil, toCard id: String) throws(BoardEditError) {
        try updateCard(id, "Add link") { card throws(BoardEditError) in
            card.links.removeAll { $0.kind == .reference && $0.url == url }
            card.links.append(CardLink(kind: .reference, url: url, title: title))
        }
    }

    /// Removes a card's links with a url. Undo step "Remove link".
    /// - Throws: ``BoardEditError`` `unknownID` when the card has no link with that url.
    public func removeLink(_ url: String, fromCard id: String) throws(BoardEditError) {
        try updateCard(id, "Remove link") { card throws(BoardEditError) in
            guard card.links.contains(where: { $0.url == url }) else {
                throw BoardEditError(code: .unknownID, message: "The card has no link to \"\(url)\".", id: url)
            }
            card.links.removeAll { $0.url == url }
        }
    }

    /// Adds an attachment to a card; an empty or taken id is replaced by a new one. Undo step "Add attachment".
    /// - Returns: The attachment's id.
    @discardableResult
    public func addAttachment(_ attachment: Attachment, toCard id: String) throws(BoardEditError) -> String {
        var attachment = attachment
        return try updateCard(id, "Add attachment") { card, board throws(BoardEditError) in
            attachment.id = freshIDs(avoiding: board.allIDs())(attachment.id)
            card.attachments.append(attachment)
            return attachment.id
        }
    }

    /// Removes an attachment from a card; a cover showing it goes with it. Undo step "Remove attachment".
    public func removeAttachment(_ attachmentID: String, fromCard id: String) throws(BoardEditError) {
        try updateCard(id, "Remove attachment") { card throws(BoardEditError) in
            guard card.attachments.contains(where: { $0.id == attachmentID }) else {
                throw BoardEditError(code: .unknownID, message: "The card has no attachment with id \"\(attachmentID)\".", id: attachmentID)
            }
            card.attachments.removeAll { $0.id == attachmentID }
            if card.cover?.attachmentID == attachmentID { card.cover = nil }
        }
    }

    /// Sets or clears a card's cover. A cover showing an attachment must name one of the card's attachments.
    /// Undo step "Set cover" / "Remove cover".
    public func setCover(_ cover: CardCover?, ofCard id: String) throws(BoardEditError) {
        try updateCard(id, cover == nil ? "Remove cover" : "Set cover") { card throws(BoardEditError) in
            if let attachmentID = cover?.attachmentID, !card.attachments.contains(where: { $0.id == attachmentID }) {
                throw BoardEditError(code: .unknownID, message: "The card has no attachment with id \"\(attachmentID)\".", id: attachmentID)
            }
            card.cover = cover
        }
    }

    /// Adds a comment at the end of a card's comments. Undo step "Add comment".
    /// - Returns: The comment's id.
    @discardableResult
    public func addComment(_ text: String, author: String, date: Date, toCard id: String) throws(BoardEditError) -> String {
        let commentID = makeID()
        try updateCard(id, "Add comment") { card throws(BoardEditError) in
            card.comments.append(Comment(id: commentID, author: author, date: date, text: text))
        }
        return commentID
    }

    // MARK: - Helpers

    /// One undo step that changes one card in place.
    @discardableResult
    func updateCard<Result>(
        _ id: String, _ name: String, _ change: (inout Card, Board) throws(BoardEditError) -> Result
    ) throws(BoardEditError) -> Result {
        try perform(name) { (board: inout Board) throws(BoardEditError) in
            let position = try board.cardPosition(of: id)
            var card = board.lists[position.list].cards[position.card]
            let result = try change(&card, board)
            board.lists[position.list].cards[position.card] = card
            return (result, [.cardUpdated(id: id)])
        }
    }

    /// One undo step that changes one card in place, without needing the board.
    func updateCard(_ id: String, _ name: String, _ change: (inout Card) throws(BoardEditError) -> Void) throws(BoardEditError) {
        try updateCard(id, name) { (card: inout Card, _: Board) throws(BoardEditError) in try change(&card) }
    }
}
