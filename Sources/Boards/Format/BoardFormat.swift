import Foundation

/// Reads and writes boards in Cardport's native JSON format (`"format": "cardport.board"`, `"version"` 1 to 3).
///
/// Version 2 added the people directory, custom fields, covers, links, a card's done state, all-day dates and
/// time zones, creation dates, reporters and `extra` objects. A board that uses none of them is written as
/// version 1, so older builds of Cardport still open it; version 1 files read as boards with those parts empty.
/// Version 3 added the `sha256` of an attachment kept in the board's file store (``AttachmentStore``); only a
/// board that holds such a file is written as version 3.
///
/// The README's Boards section documents the format. Writing leaves out empty arrays, empty notes, `false`
/// flags and `null` values, sorts keys and indents with two spaces, so the same board always gives the same
/// bytes. Reading accepts any of those keys missing, and ignores keys it does not know.
/// Both functions are pure and safe to call from any thread.
public enum BoardFormat {
    /// The value of the `format` key.
    public static let identifier = "cardport.board"
    /// The newest `version` this build reads and writes.
    public static let version = 3

    /// The version a board is written as: the oldest that holds everything it has.
    public static func version(for board: Board) -> Int {
        board.usesVersion3 ? 3 : board.usesVersion2 ? 2 : 1
    }

    /// Reads a board from the bytes of a board file.
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8 JSON).
    ///   - file: The file's path or name, for error messages.
    /// - Throws: ``BoardFormatError``: `malformedJSON` with line and column, `wrongFormat`,
    ///   `unsupportedVersion`, or `invalidShape` with the JSON path of the offending value.
    public static func decode(_ data: Data, file: String? = nil) throws(BoardFormatError) -> Board {
        try decode(data, file: file, maximumDepth: BoardJSONReader.maximumDepth)
    }

    /// Reads a board as ``decode(_:file:)`` does, refusing JSON nested deeper than `maximumDepth` levels (at
    /// most 512, the format's own limit) with a `malformedJSON` error at the bracket that goes too deep.
    package static func decode(_ data: Data, file: String?, maximumDepth: Int) throws(BoardFormatError) -> Board {
        // A UTF-8 byte order mark (which some Windows editors add) is ignored, as RFC 8259 allows; the reader
        // skips it.
        let result = data.withUnsafeBytes { raw in
            Result { () throws(BoardFormatError) in
                try BoardJSONReader.board(from: raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
            }
        }
        switch result {
        case .success(let board):
            return board
        case .failure(var error):
            error.file = file
            throw error
        }
    }

    /// Writes a board as the bytes of a board file.
    /// - Throws: ``BoardFormatError`` with code `unencodable` when a date lies outside the years 0000–9999.
    public static func encode(_ board: Board) throws(BoardFormatError) -> Data {
        var writer = BoardJSONWriter()
        _ = try writer.writeBoard(board)
        return writer.data()
    }

    /// Writes a board as the bytes of a board file, handing them over in chunks instead of holding them all.
    ///
    /// The chunks, joined, are exactly the bytes ``encode(_:)`` returns. Each is valid only during the call to
    /// `write`; memory stays at about one chunk beyond the board itself.
    /// - Parameters:
    ///   - chunkSize: How many bytes to gather before each call to `write` (a chunk ends after a card, so it may
    ///     be somewhat larger).
    ///   - write: Takes the next chunk; returns `false` to stop writing.
    /// - Returns: `false` when `write` asked to stop, so only part of the file was written.
    /// - Throws: ``BoardFormatError`` with code `unencodable` when a date lies outside the years 0000–9999;
    ///   chunks before that point may already have been written.
    package static func encode(
        _ board: Board, chunkSize: Int, into write: (UnsafeRawBufferPointer) -> Bool
    ) throws(BoardFormatError) -> Bool {
        var writer = BoardJSONWriter(capacity: chunkSize + chunkSize / 4)
        return try writer.writeBoard(board, chunkSize: chunkSize, flush: write)
    }
}
