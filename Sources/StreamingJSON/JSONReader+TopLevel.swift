import Foundation

// Looking at a document's top-level object to tell what it is, without reading (or failing on) the rest.

extension JSONReader {
    /// Walks the members of the top-level object of `data`, calling `body` with each key while the reader stands
    /// at that member's value, until `body` returns `true` (seen enough) or the JSON breaks.
    ///
    /// Meant for identifying a payload by its top-level keys: the walk stops as soon as the caller knows. Values
    /// `body` leaves unread are skipped without being checked (``skipValueUnchecked()``), so a broken value
    /// does not hide the keys after it, and the importer that reads the payload reports the error with its
    /// place; the top-level object's own punctuation is checked, and where it breaks (or the input is cut off)
    /// the walk ends, keeping the keys before that point. `maximumDepth` bounds what `body` reads itself. An
    /// error `body` throws ends the walk too.
    /// - Returns: `false` when `data` does not start with an object (after whitespace and a byte order mark),
    ///   `true` otherwise, however far the walk got.
    @discardableResult
    package static func scanTopLevelMembers(
        of data: Data, maximumDepth: Int, _ body: (inout JSONReader, JSONKey) throws -> Bool
    ) -> Bool {
        var isObject = false
        do {
            try read(data, maximumDepth: maximumDepth) { reader in
                guard try reader.peek() == .object else { throw ScanEnded() }
                isObject = true
                try reader.forEachMember { reader, key in
                    let start = reader.index
                    if try body(&reader, key) { throw ScanEnded() }
                    if reader.index == start { reader.skipValueUnchecked() }
                }
            }
        } catch {
            // Seen enough, or the JSON broke: what was seen before stands either way.
        }
        return isObject
    }

    /// Thrown to leave a walk early.
    private struct ScanEnded: Error {}
}
