/// Reads and writes boards in Cardport's native JSON format (`app.cardport.board`), through
/// `BoardFormat`.
///
/// Nothing is lost either way, so there are never warnings. Errors keep the format's line and column (syntax)
/// or JSON path (shape). A value type, safe from any thread.
public struct NativeBoardAdapter: BoardImporter, BoardExporter {
    /// `cardport`.
    public var name: String { "cardport" }
    /// `app.cardport.board`.
    public var readableTypes: [UTType] { [.cardportBoard] }
    /// `app.cardport.board`.
    public var writableTypes: [UTType] { [.cardportBoard] }

    /// Creates the adapter.
    public init() {}

    /// Reads a board file.
    /// - Throws: ``AdapterError``: `malformedInput` with location `line:column` for bad JSON or bad UTF-8,
    ///   `unexpectedContent` for JSON that is not a Cardport board (a missing or wrong `format`, a newer
    ///   `version`, a value of the wrong shape, located by its JSON path), `limitExceeded` for a payload larger
    ///   or nested deeper than the options allow (located `line:column`), `unreadableInput`.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        guard type.conforms(to: .cardportBoard) else {
            throw AdapterError(
                code: .unsupportedType, message: "the cardport adapter does not read \(type.identifier)",
                input: input.name)
        }
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        guard !data.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent, message: "the input is empty (0 bytes), not a Cardport board",
                input: input.name)
        }
        do {
            var board = try BoardFormat.decode(data, file: input.name, maximumDepth: options.maximumDepth)
            if !options.includeArchived { board = board.withoutArchived() }
            return ImportResult(board: board)
        } catch where error.isTooDeep {
            let limit = min(options.maximumDepth, BoardJSONReader.maximumDepth)
            throw AdapterError(
                code: .limitExceeded,
                message: "the JSON nests deeper than \(limit) levels "
                    + (options.maximumDepth > limit
                        ? "(the most a Cardport board file may nest)" : "(the import's limit)"),
                input: input.name, location: error.line.map { "\($0)" + (error.column.map { ":\($0)" } ?? "") },
                cause: error)
        } catch {
            throw Self.adapterError(error, input: input.name)
        }
    }

    /// Writes a board file.
    /// - Throws: ``AdapterError`` with code `unsupportedType`, or `unexpectedContent` (located by JSON path) for
    ///   a date the format cannot write.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type == .cardportBoard || UTType.cardportBoard.conforms(to: type) else {
            throw AdapterError(code: .unsupportedType, message: "the cardport adapter does not write \(type.identifier)")
        }
        do {
            return ExportResult(data: try BoardFormat.encode(options.includeArchived ? board : board.withoutArchived()))
        } catch {
            throw Self.adapterError(error, input: nil)
        }
    }

    /// The format's error as an adapter error: syntax errors keep `line:column`, shape errors their JSON path.
    static func adapterError(_ error: BoardFormatError, input: String?) -> AdapterError {
        let location: String?
        if let line = error.line {
            location = "\(line)" + (error.column.map { ":\($0)" } ?? "")
        } else {
            location = error.path
        }
        let code: AdapterError.Code = error.code == .malformedJSON ? .malformedInput : .unexpectedContent
        return AdapterError(code: code, message: error.message, input: input ?? error.file, location: location, cause: error)
    }
}
