import Boards
import Foundation

extension BoardSession {
    /// Adds a card carrying files, as one undo step: the road for a file that no adapter reads (an image, a PDF,
    /// any file) dropped or imported onto a board.
    ///
    /// The files' bytes go into the board's file store (``attachmentStore``) under the board's lock, before the
    /// board that names them is saved, so a card never points at a missing or partial file. The first image
    /// becomes the card's cover.
    /// - Parameters:
    ///   - title: The new card's title (a file's name, usually).
    ///   - files: The paths of the files to attach, in order.
    ///   - list: The list (id or name) the card goes into.
    ///   - at: The card's position in the list; `nil` puts it last.
    /// - Returns: The outcome; its first created id is the card's.
    /// - Throws: ``BoardSessionError`` when a file cannot be read or stored (over a limit, say) or the board
    ///   cannot be written; the board is then unchanged.
    @discardableResult
    public func addCard(
        titled title: String, attaching files: [String], toList list: String, at: Int? = nil
    ) throws(BoardSessionError) -> BoardEditOutcome {
        let date = now()
        let store = attachmentStore
        return try performEdits(named: "Add card") { document in
            var created = try BoardEdit.createCard(title: title, list: list, at: at)
                .apply(to: document, date: date, store: store)
            let card = created[0]
            for file in files {
                created += try BoardEdit.attachFile(card, path: file).apply(to: document, date: date, store: store)
            }
            return created
        }
    }
}
