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

    /// Creates a reference.
    public init(document: BoardDocument, cardID: String) {
        self.document = document
        self.cardID = cardID
    }
}
