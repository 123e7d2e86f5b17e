import Foundation
import StreamingJSON

/// Reads a Trello "Export as JSON" board export into a board, at full fidelity.
///
/// Lists, cards, checklists and items are ordered by `pos`, never by array order; archived (`closed`) lists and
/// cards come in as archived unless ``ImportOptions/includeArchived`` is false; comments come from `commentCard`
/// actions, oldest first, and a card's creation date and creator (`created`, `reporter`) from its `createCard`
/// (or `copyCard`, `convertToCardFromCheckItem`, `emailCard`) action. The rest of the activity log is history
/// whose outcome the board holds: a warning counts it, but it is not a loss. Unknown keys are ignored and optional keys may be missing; a card, checklist or
/// comment that points at something absent is left out with a warning naming its JSON path.
///
/// The export is read with a pull reader over the bytes, which decodes only the keys carried and skips the
/// rest, so memory stays near the size of the input. Safe to use from any thread.
public struct TrelloImporter: BoardImporter {
    /// Creates the importer.
    public init() {}

    /// The most actions Trello writes in an export; a file with this many was cut.
    static let actionCap = 1000

    /// `trello`.
    public var name: String { "trello" }

    /// The Trello board export type. Plain `public.json` reaches this importer once it has recognised a Trello
    /// export in it (``recognize(_:)``); called directly with any type, the importer checks the content itself.
    public var readableTypes: [UTType] { [.trelloBoardExport] }

    /// Reads `input` as a Trello board export.
    /// - Throws: ``AdapterError``: `malformedInput` with line and column for bad JSON or UTF-8,
    ///   `unexpectedContent` naming the missing keys for JSON that is not a Trello export, `limitExceeded` for
    ///   input larger or deeper than `options` allow, `unreadableInput` for a file that cannot be read.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws
        -> ImportResult
    {
        // A file is read whole with read(2), never mapped: a file truncated meanwhile is an error, not SIGBUS.
        // A regular file's buffer is this importer's own, so its pages are given back as the reader passes
        // them; bytes handed in (or read from a pipe) are read as they are.
        let export: TrelloExport
        if case .file(let url) = input, InputFile.isRegularFile(url) {
            let file = try InputFile(url: url, maximumBytes: options.maximumInputBytes)
            if TextEncoding.detect(file.bytes).encoding == .utf8 {
                export = try Self.read(file.bytes, name: input.name, options: options, progress: file.releasePages(before:))
            } else {
                // UTF-16 or UTF-32: converted to UTF-8 first, as every JSON reader takes it.
                let data = try TextPayload.utf8Bytes(of: Data(file.bytes), input: input.name)
                export = try data.withUnsafeBytes { raw in
                    try Self.read(raw.bindMemory(to: UInt8.self), name: input.name, options: options, progress: nil)
                }
            }
        } else {
            let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
            export = try data.withUnsafeBytes { raw in
                try Self.read(raw.bindMemory(to: UInt8.self), name: input.name, options: options, progress: nil)
            }
        }
        let missing = TrelloExport.requiredKeys.filter { !export.topLevelKeys.contains($0) }
        guard missing.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "The JSON is not a Trello board export: the top-level "
                    + (missing.count == 1 ? "key " : "keys ")
                    + missing.map { "\"\($0)\"" }.joined(separator: ", ")
                    + (missing.count == 1 ? " is" : " are") + " missing.",
                input: input.name, location: "(top level)")
        }
        // The activity log beyond comments and card creations records edits (moves, renames, ticked items,
        // members added) whose outcome the board already holds: it is history, not content, and is not counted
        // as lost; a note says it was left out.
        let actionCount = export.actionCount
        let history = actionCount - export.comments.count - export.creations.count
        var (board, warnings) = export.board(options: options)
        var losses = ImportLosses()
        if history > 0 {
            warnings.append(AdapterWarning(
                "\(history) activity entr\(history == 1 ? "y" : "ies") (moves, edits and other history whose outcome the "
                    + "board shows) were not kept; comments and card creations were.",
                location: "actions"))
        }
        if actionCount >= Self.actionCap {
            warnings.append(AdapterWarning(
                "The export holds \(actionCount) actions, Trello's cap for an export: comments older than the "
                    + "oldest action are not in the file.",
                location: "actions", loss: TrelloExport.Loss.actionCap))
        }
        losses.record(lossesOf: warnings)
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// Reads the export in `bytes`; `progress` is the reader's (see `JSONReader.read(_:maximumDepth:progress:_:)`).
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, name: String, options: ImportOptions, progress: ((Int) -> Void)?
    ) throws -> TrelloExport {
        guard !bytes.isEmpty else {
            throw AdapterError(
                code: .malformedInput,
                message: "The input is empty (0 bytes); a Trello board export is a JSON object.",
                input: name, location: "1:1")
        }
        do {
            return try JSONReader.read(bytes, maximumDepth: options.maximumDepth, progress: progress) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "The JSON is \(kind), not a Trello board export (an object with the keys "
                            + TrelloExport.requiredKeys.joined(separator: ", ") + ").",
                        input: name, location: "(top level)")
                }
                return try TrelloExport(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw AdapterError(error, input: name)
        }
    }
}
