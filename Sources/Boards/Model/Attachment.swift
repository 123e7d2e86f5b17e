import Foundation

/// A file or link attached to a card.
///
/// The board holds the reference only, never the bytes. A link attachment usually has ``name`` equal to
/// ``url`` and no ``mimeType``.
public struct Attachment: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The name shown for the attachment.
    public var name: String
    /// Where the attachment lives, kept as the exact text the source gave (it is not normalised).
    public var url: String
    /// The MIME type, when known.
    public var mimeType: String?
    /// The size in bytes, when known.
    public var bytes: Int?
    /// When the attachment was added, when known.
    public var date: Date?

    /// Creates an attachment.
    public init(id: String, name: String, url: String, mimeType: String? = nil, bytes: Int? = nil, date: Date? = nil) {
        self.id = id
        self.name = name
        self.url = url
        self.mimeType = mimeType
        self.bytes = bytes
        self.date = date
    }
}
