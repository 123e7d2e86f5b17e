/// What a card shows at its top: a colour, or an image (one of its attachments or an image elsewhere).
public struct CardCover: Hashable, Sendable {
    /// The colour as the source named it (`"green"`, `"#61bd4f"`), or `nil`.
    public var color: String?
    /// The ``Attachment/id`` of the card's attachment shown as the cover, or `nil`.
    public var attachmentID: String?
    /// The URL of an image shown as the cover that is not one of the card's attachments, or `nil`.
    public var imageURL: String?

    /// Creates a cover.
    public init(color: String? = nil, attachmentID: String? = nil, imageURL: String? = nil) {
        self.color = color
        self.attachmentID = attachmentID
        self.imageURL = imageURL
    }
}
