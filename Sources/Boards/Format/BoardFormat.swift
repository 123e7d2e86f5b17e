import Foundation

/// Reads and writes boards in Cardport's native JSON format (`"format": "cardport.board"`, `"version": 1` or `2`).
///
/// Version 2 added the people directory, custom fields, covers, links, a card's done state, all-day dates and
/// time zones, creation dates, reporters and `extra` objects. A board that uses none of them is written as
/// version 1, so older builds of Cardport still open it; version 1 files read as boards with those parts empty.
///
/// The README's Boards section documents the format. Writing leaves out empty arrays, empty notes, `false`
/// flags and `null` values, sorts keys and indents with two spaces, so the same board always gives the same
/// bytes. Reading accepts any of those keys missing, and ignores keys it does not know.
/// Both functions are pure and safe to call from any thread.
public enum BoardFormat {
    /// The value of the `format` key.
    public static let identifier = "cardport.board"
    /// The newest `version` this build reads and writes.
    public static let version = 2

    /// The version a board is written as: the oldest that holds everything it has.
    public static func version(for board: Board) -> Int {
        board.usesVersion2 ? 2 : 1
    }

    /// Reads a board from the bytes of a board file.
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8 JSON).
    ///   - file: The file's path or name, for error messages.
    /// - Throws: ``BoardFormatError``: `malformedJSON` with line and column, `wrongFormat`,
    ///   `unsupportedVersion`, or `invalidShape` with the JSON path of the offending value.
    public static func decode(_ data: Data, file: String? = nil) throws(BoardFormatError) -> Board {
        // A UTF-8 byte order mark (which some Windows editors add) is ignored, as RFC 8259 allows.
        let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
        let data = data.starts(with: utf8BOM) ? Data(data.dropFirst(utf8BOM.count)) : data
        if let failure = JSONSyntaxLocator.firstFailure(in: data) {
            throw BoardFormatError(
                code: .malformedJSON, message: "The file is not valid JSON: \(failure.reason).", file: file,
                line: failure.line, column: failure.column)
        }
        do {
            return try JSONDecoder().decode(Board.self, from: data)
        } catch var error as BoardFormatError {
            error.file = file
            throw error
        } catch let error as DecodingError {
            throw formatError(for: error, file: file)
        } catch {
            throw BoardFormatError(code: .malformedJSON, message: "\(error)", file: file)
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

    /// Turns a coding path into a JSON path such as `lists[2].cards[0].title`.
    package static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return path.isEmpty ? "(top level)" : path
    }

    private static func formatError(for error: DecodingError, file: String?) -> BoardFormatError {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The syntax was checked before decoding, so this is what the scan does not check: invalid UTF-8,
            // or nesting deeper than the decoder allows.
            let underlying = (context.underlyingError.map { " (\($0))" } ?? "")
            return BoardFormatError(
                code: .malformedJSON,
                message: "The file could not be read as JSON: \(context.debugDescription)\(underlying) "
                    + "Check that it is UTF-8 and not nested hundreds of levels deep.",
                file: file)
        case .dataCorrupted(let context):
            return shapeError(context.debugDescription, context.codingPath, file)
        case .keyNotFound(let key, let context):
            return shapeError("The key \"\(key.stringValue)\" is missing.", context.codingPath + [key], file)
        case .valueNotFound(let type, let context):
            return shapeError("Expected \(describe(type)) but found null.", context.codingPath, file)
        case .typeMismatch(let type, let context):
            return shapeError("Expected \(describe(type)) here.", context.codingPath, file)
        @unknown default:
            return BoardFormatError(code: .invalidShape, message: "\(error)", file: file)
        }
    }

    private static func shapeError(_ message: String, _ codingPath: [any CodingKey], _ file: String?)
        -> BoardFormatError
    {
        BoardFormatError(code: .invalidShape, message: message, file: file, location: jsonPath(codingPath))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
