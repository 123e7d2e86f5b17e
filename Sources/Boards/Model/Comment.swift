import Foundation

/// A comment someone left on a card.
public struct Comment: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// Who wrote it, as the source system named them; may be empty.
    public var author: String
    /// When it was written. The file keeps milliseconds.
    public var date: Date
    /// What it says.
    public var text: String

    /// Creates a comment.
    public init(id: String, author: String, date: Date, text: String) {
        self.id = id
        self.author = author
        self.date = date
        self.text = text
    }
}
