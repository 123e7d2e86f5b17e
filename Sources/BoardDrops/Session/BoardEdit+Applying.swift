import Boards
import Foundation
import UniformTypes

extension BoardEdit {
    /// Makes `edits` in order on `document` as one step of it, all or nothing (`performAsOneStep`): the board
    /// is changed in place, so a batch of n edits on a list of m cards does not cost n × m.
    /// - Returns: The ids of what the edits created, in order.
    /// - Throws: The first edit's error; the document is then unchanged.
    package static func apply(_ edits: [BoardEdit], to document: BoardDocument, date: Date, store: AttachmentStore) throws -> [String] {
        try document.performAsOneStep {
            var created: [String] = []
            for edit in edits { created += try edit.apply(to: document, date: date, store: store) }
            return created
        }
    }

    /// Finds what the edit names on `document`'s board and makes the edit there, as one undo step.
    /// - Parameters:
    ///   - date: The date a comment or an attachment is made at.
    ///   - store: The board's file store, where an attached file's bytes go.
    /// - Returns: The ids of what the edit created (a card, list, label, checklist, item, comment, copies).
    /// - Throws: `BoardEditError`, or for an attached file the store's `BoardStorageError`; the document is then
    ///   unchanged.
    package func apply(to document: BoardDocument, date: Date, store: AttachmentStore) throws -> [String] {
        let board = document.board
        func card(_ reference: String) throws(BoardEditError) -> Card { try board.card(named: reference) }
        func list(_ reference: String) throws(BoardEditError) -> BoardList { try board.list(named: reference) }
        func cards(_ references: [String]) throws(BoardEditError) -> [String] {
            try board.cards(named: references).map(\.id)
        }

        switch self {
        case .createCard(let title, let listName, let at, let notes):
            let target = try list(listName)
            return [try document.addCard(titled: title, notes: notes, toList: target.id, at: try board.insertionIndex(at, inList: target.id))]
        case .renameCard(let reference, let title):
            try document.renameCard(try card(reference).id, to: title)
        case .setDescription(let reference, let text):
            try document.setNotes(text, ofCard: try card(reference).id)
        case .addLabel(let reference, let label):
            try document.setLabel(try board.label(named: label).id, onCard: try card(reference).id, present: true)
        case .removeLabel(let reference, let label):
            try document.setLabel(try board.label(named: label).id, onCard: try card(reference).id, present: false)
        case .setStart(let reference, let date, let allDay):
            try document.setStart(date, allDay: allDay, ofCard: try card(reference).id)
        case .setDue(let reference, let date, let allDay):
            try document.setDue(date, allDay: allDay, ofCard: try card(reference).id)
        case .setDone(let reference, let done):
            try document.setDone(done, ofCard: try card(reference).id)
        case .addMember(let reference, let person):
            try document.setMember(try board.uniquePerson(named: person).id, onCard: try card(reference).id, present: true)
        case .removeMember(let reference, let person):
            try document.setMember(try board.uniquePerson(named: person).id, onCard: try card(reference).id, present: false)
        case .addChecklist(let reference, let name):
            return [try document.addChecklist(named: name, toCard: try card(reference).id)]
        case .renameChecklist(let reference, let checklist, let name):
            let found = try card(reference)
            try document.renameChecklist(try found.checklist(named: checklist).id, ofCard: found.id, to: name)
        case .removeChecklist(let reference, let checklist):
            let found = try card(reference)
            try document.removeChecklist(try found.checklist(named: checklist).id, fromCard: found.id)
        case .addChecklistItem(let reference, let checklist, let text, let at):
            let found = try card(reference)
            return [try document.addChecklistItem(text, toChecklist: try found.checklist(named: checklist).id, ofCard: found.id, at: at)]
        case .renameChecklistItem(let reference, let item, let text):
            let found = try card(reference)
            try document.renameChecklistItem(try found.checklistItem(named: item).id, ofCard: found.id, to: text)
        case .tickChecklistItem(let reference, let item, let done):
            let found = try card(reference)
            try document.setChecklistItem(try found.checklistItem(named: item).id, ofCard: found.id, done: done)
        case .moveChecklistItem(let reference, let item, let index):
            let found = try card(reference)
            try document.moveChecklistItem(try found.checklistItem(named: item).id, ofCard: found.id, to: index)
        case .removeChecklistItem(let reference, let item):
            let found = try card(reference)
            try document.removeChecklistItem(try found.checklistItem(named: item).id, fromCard: found.id)
        case .addLink(let reference, let url, let title):
            try document.addLink(url, title: title, toCard: try card(reference).id)
        case .removeLink(let reference, let url):
            try document.removeLink(url, fromCard: try card(reference).id)
        case .addAttachment(let reference, let attachment):
            return [try document.addAttachment(attachment, toCard: try card(reference).id)]
        case .attachFile(let reference, let path, let name):
            let found = try card(reference)
            let data = try store.contents(ofFileAt: path)
            let fileName = name ?? (path.split(separator: "/").last.map(String.init) ?? path)
            return [try Self.attach(data, named: fileName, to: found, in: document, store: store, date: date)]
        case .createCardCarrying(let name, let data, let listName, let at):
            let target = try list(listName)
            let id = try document.addCard(titled: name, toList: target.id, at: try board.insertionIndex(at, inList: target.id))
            let created = try document.board.card(named: id)
            return [id, try Self.attach(data, named: name, to: created, in: document, store: store, date: date)]
        case .removeAttachment(let reference, let attachment):
            let found = try card(reference)
            guard let match = found.attachments.first(where: { $0.id == attachment })
                ?? found.attachments.first(where: { $0.name == attachment })
            else {
                throw BoardEditError(code: .unknownID, message: "The card \"\(found.title)\" has no attachment \"\(attachment)\".", id: attachment)
            }
            try document.removeAttachment(match.id, fromCard: found.id)
        case .setCover(let reference, let cover):
            try document.setCover(cover, ofCard: try card(reference).id)
        case .addComment(let reference, let text, let author):
            let person = (try? board.uniquePerson(named: author).id) ?? author
            return [try document.addComment(text, author: person, date: date, toCard: try card(reference).id)]
        case .moveCards(let references, let listName, let at):
            let ids = try cards(references)
            let target = try list(listName)
            let index = try board.insertionIndex(at, inList: target.id, moving: ids)
            let moving = Set(ids)
            try document.moveCards(ids, toList: target.id, at: index ?? target.cards.count { !moving.contains($0.id) })
        case .copyCards(let references, let listName, let at):
            let target = try list(listName)
            return try document.copyCards(
                try cards(references), toList: target.id,
                at: try board.insertionIndex(at, inList: target.id) ?? target.cards.count)
        case .mergeCards(let references, let target):
            let into = try card(target)
            let ids = try cards(references)
            if ids.contains(into.id) {
                throw BoardEditError(
                    code: .sameCard, message: "The card \"\(into.title)\" cannot be merged into itself.", id: into.id)
            }
            // The first card of each id, found in one pass over the board however many cards are merged.
            var byID: [String: Card] = [:]
            for card in board.lists.lazy.flatMap(\.cards) where byID[card.id] == nil { byID[card.id] = card }
            try document.mergeCards(ids.compactMap { byID[$0] }, intoCard: into.id)
        case .insertCards(let cards, let labels, let listName, let at, let files):
            let target = try list(listName)
            // The list's rules first, then the files: a refused drop stores nothing.
            let ids = try document.insertCards(
                files.isEmpty ? cards : store.located(cards), intoList: target.id,
                at: try board.insertionIndex(at, inList: target.id), carryingLabels: labels)
            if !files.isEmpty { try store.keep(files, for: cards) }
            return ids
        case .mergeImportedCards(let cards, let target, let files):
            try document.mergeCards(files.isEmpty ? cards : store.located(cards), intoCard: try card(target).id)
            if !files.isEmpty { try store.keep(files, for: cards) }
        case .archiveCard(let reference):
            try document.setCard(try card(reference).id, archived: true)
        case .restoreCard(let reference):
            try document.setCard(try card(reference).id, archived: false)
        case .deleteCards(let references):
            try document.deleteCards(try cards(references))

        case .createList(let name, let at):
            return [try document.addList(named: name, at: at)]
        case .renameList(let reference, let name):
            try document.renameList(try list(reference).id, to: name)
        case .moveList(let reference, let index):
            try document.moveList(try list(reference).id, to: index)
        case .archiveList(let reference):
            try document.setList(try list(reference).id, archived: true)
        case .restoreList(let reference):
            try document.setList(try list(reference).id, archived: false)
        case .setCardLimit(let reference, let limit):
            try document.setCardLimit(limit, ofList: try list(reference).id)

        case .createLabel(let name, let color):
            return [try document.addLabel(named: name, color: color)]
        case .renameLabel(let reference, let name):
            try document.renameLabel(try board.label(named: reference).id, to: name)
        case .recolorLabel(let reference, let color):
            try document.recolorLabel(try board.label(named: reference).id, to: color)
        case .deleteLabel(let reference):
            try document.deleteLabel(try board.label(named: reference).id)
        case .renameBoard(let name):
            try document.renameBoard(to: name)
        }
        return []
    }

    /// The MIME type of a file's bytes, sniffed from its content alone (a name can lie);
    /// `application/octet-stream` when nothing matches.
    /// Keeps `data` in the board's file store and attaches it to `card`, typed by sniffing the bytes; a raster
    /// image becomes the cover of a card that has none (not an SVG, which can carry script and is never shown
    /// inline). Returns the attachment's id.
    static func attach(
        _ data: Data, named name: String, to card: Card, in document: BoardDocument, store: AttachmentStore, date: Date
    ) throws -> String {
        let attachment = try store.store(data, name: name, mimeType: sniffedType(of: data), id: "attachment", date: date)
        let id = try document.addAttachment(attachment, toCard: card.id)
        if card.cover == nil, attachment.isStoredRasterImage {
            try document.setCover(CardCover(attachmentID: id), ofCard: card.id)
        }
        return id
    }

    static func sniffedType(of data: Data) -> String {
        let registry = TypeRegistry.shared
        let sample = data.prefix(max(4096, registry.contentSniffingLength))
        return registry.guessContentType(of: Data(sample), fileName: nil).mimeType
    }
}
