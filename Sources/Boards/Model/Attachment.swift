import Foundation

/// A file or link attached to a card.
///
/// A link attachment holds a reference only: it usually has ``name`` equal to ``url``, no ``mimeType`` and no
/// ``digest``. A file kept in the board's file store (``AttachmentStore``) has a ``digest``: its bytes are the
/// store's blob of that SHA-256, ``url`` is the blob's path relative to the board's folder, ``mimeType`` the type
/// sniffed from the bytes and ``bytes`` their count.
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
    /// The SHA-256 of the file's bytes (64 lowercase hexadecimal digits) when the board's file store holds them,
    /// else `nil` (a link, or a file kept elsewhere).
    public var digest: String?

    /// Creates an attachment.
    public init(
        id: String, name: String, url: String, mimeType: String? = nil, bytes: Int? = nil, date: Date? = nil,
        digest: String? = nil
    ) {
        self.id = id
        self.name = name
        self.url = url
        self.mimeType = mimeType
        self.bytes = bytes
        self.date = date
        self.digest = digest
    }
}

extension Attachment {
    /// Whether the attachment is a raster image kept in the board's file store (PNG, JPEG, WebP, GIF…): what may
    /// become a card's cover, be shown inline and be offered as an image. An SVG is not: it can carry script.
    public var isStoredRasterImage: Bool {
        guard digest != nil, let type = mimeType?.lowercased() else { return false }
        return type.hasPrefix("image/") && !type.contains("svg")
    }
}
