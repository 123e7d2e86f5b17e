import Adapters
import Boards
import BoardDrops
import Foundation

extension ServedBoard {
    /// A file dropped on the page, with its bytes.
    struct DroppedFile {
        var name: String
        var data: Data
    }

    /// The dropped items, when every one of them is an uploaded file that no adapter reads as cards (an image, a
    /// PDF, an archive): on the plain board each becomes a card named after it and carrying it, instead of a
    /// refused drop. Nil when any item is text or a file an adapter reads (those are imported).
    func unreadFiles(_ payloads: [(offer: BoardAPI.OfferedItem, data: Data)]) -> [DroppedFile]? {
        guard !payloads.isEmpty else { return nil }
        let planner = ConversionPlanner(registry: registry)
        var files: [DroppedFile] = []
        for (offer, data) in payloads {
            guard offer.file == true else { return nil }
            let types = BrowserTypes.identify(data, mimeType: offer.types.first ?? "", name: offer.name, registry: registry)
            if (try? planner.plan(offering: types, goal: .board)) != nil { return nil }
            let name = offer.name.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
            files.append(DroppedFile(name: name.isEmpty ? "Dropped file" : name, data: data))
        }
        return files
    }

    /// Drops files no adapter reads at the line the page drew: one card per file, in order, each carrying its
    /// file in the board's file store (an image becomes the card's cover), as one step of the board's history.
    func dropUnreadFiles(
        _ files: [DroppedFile], at insertion: Insertion, from version: Int
    ) throws(BoardServerError) -> BoardAPI.EditResult {
        let edits = files.enumerated().map { offset, file in
            BoardEdit.createCardCarrying(
                name: file.name, data: file.data, list: insertion.listID, at: insertion.at.map { $0 + offset })
        }
        let name = files.count == 1 ? "Drop \(files[0].name)" : "Drop \(files.count) files"
        return try applyThroughSession(edits, named: name, from: version, operation: "copy")
    }

    /// What a drop of files at `insertion` would do on the plain board while they are still being dragged (their
    /// bytes, and so what they are, are known only at the drop): a copy at the line, unless the list's rules
    /// refuse a new card there (an archived list, a card limit).
    func fileProposal(_ offers: [BoardAPI.OfferedItem], at insertion: Insertion, on board: Board) -> BoardAPI.Proposal {
        let adding = offers.indices.map { index in
            BoardEdit.createCard(title: "file \(index + 1)", list: insertion.listID, at: insertion.at.map { $0 + index })
        }
        var answer = insertionProposal(adding, operation: "copy", to: insertion, on: board)
        answer.load = offers.map { $0.types.first ?? "" }
        return answer
    }

    // MARK: - Serving stored files

    /// A file of the board's store, for `GET /files/DIGEST`: only a file an attachment of the board (of any card,
    /// archived ones too) refers to, with that attachment's name and sniffed type.
    /// - Throws: ``BoardServerError`` `notFound` for a digest no attachment names or a file missing from the store.
    package func storedFile(digest: String) throws(BoardServerError) -> (attachment: Attachment, data: Data) {
        let board = snapshot().board
        let attachment = board.lists.lazy.flatMap(\.cards).flatMap(\.attachments).first { $0.digest == digest }
        guard let attachment else { throw BoardServerError(.notFound, "No file \(digest) is attached on the board.") }
        do {
            return (attachment, try AttachmentStore(forBoard: path).data(for: attachment))
        } catch {
            throw BoardServerError(.notFound, "The file of “\(attachment.name)” is missing: \(error.message)")
        }
    }
}
