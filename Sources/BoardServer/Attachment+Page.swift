import Boards

extension Attachment {
    /// Whether the page shows this attachment as a picture (a card's cover, a thumbnail): a raster image kept in
    /// the board's file store. SVG is not, since it can carry script; it is served as a download.
    var showsAsImage: Bool { isStoredRasterImage }

    /// Where the page links the attachment: a file of the board's store is served by the board itself
    /// (`/files/DIGEST`); any other attachment only when its URL is http or https.
    var pageLink: String? {
        if let digest { return "/files/\(digest)" }
        return HTMLText.safeLink(url)
    }
}
