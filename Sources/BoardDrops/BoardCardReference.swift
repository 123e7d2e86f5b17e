import Boards
import DragDrop

/// The local object of a card dragged from a board: which card, in which document.
///
/// Another app never sees it (local objects stay in the source app).
public struct BoardCardReference: Sendable {
    /// The document the card is in.
    public var document: BoardDocument
    /// The card's id.
    public var cardID: String
    /// The file store of the card's board, when it has one: a drop on another board copies the card's stored
    /// files from it into that board's store.
    public var attachmentStore: AttachmentStore?

    /// Creates a reference.
    /// - Parameters:
    ///   - document: The document the card is in.
    ///   - cardID: The card's id.
    ///   - attachmentStore: The file store of the card's board, if it has one.
    public init(document: BoardDocument, cardID: String, attachmentStore: AttachmentStore? = nil) {
        self.document = document
        self.cardID = cardID
        self.attachmentStore = attachmentStore
    }
}
