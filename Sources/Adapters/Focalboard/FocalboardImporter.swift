import Foundation
import StreamingJSON

/// Reads Focalboard (Mattermost Boards) exports: a `.boardarchive` (a zip archive of `<board id>/board.jsonl`
/// files, a `version.json` and the boards' images) or one board's `board.jsonl`, in the formats of version 1
/// (the board is a block), 2 and 7 and later (a `board` line); see `FocalboardRecord`.
///
/// Every board in the payload becomes a Cardport board (``importBoards(from:as:options:)``); `cardport import`
/// imports the one `--board` names, or all with `--all -o DIR/`.
///
/// - Lists: one per option of the grouping property — the group-by property of the board's first view of
///   type `board`, else its first select property — in the property's order, colour in the list's `extra`,
///   after a list `No <property>` for cards with no option; one list `Cards` when the board has no select
///   property. Cards follow that view's card order, then the file's.
/// - Cards: title, creation time, icon (`extra["focalboard.icon"]`); other select properties → option custom
///   fields; multi-select → labels (one per option, with its colour); person and multi-person → members (the
///   export names users by id only; they become people with that id); date → a date custom field, and for the
///   first date property whose name says "due" the card's due date (start and due for a range); checkbox,
///   number, text, URL, email, phone → custom fields of that kind.
/// - Content blocks, in the card's content order: text, headings, list items, quotes and dividers → the notes
///   (Markdown); checkboxes → a checklist `Checklist`; images and attachments → attachments whose URL is the
///   Focalboard file id; comments → comments. In an archive, Focalboard keeps each file beside its board as
///   `<board id>/<file id>`: when the caller keeps files (``ImportOptions/carriesFiles``) the file's bytes come
///   along in ``ImportResult/files`` (read within ``ImportOptions/archiveLimits``), the attachment recording its
///   SHA-256, size and the type sniffed from its bytes.
/// - Counted in ``ImportLosses``: views, card templates, deleted blocks, content blocks of unknown types or
///   outside any card, values of undeclared properties or options, unreadable dates, images and files whose
///   bytes do not come along.
///
/// Focalboard has no done state and no archive: every card is open.
public struct FocalboardImporter: BoardCollectionImporter {
    /// `focalboard`.
    public var name: String { "focalboard" }
    /// The archive, then one board's JSON lines.
    public var readableTypes: [UTType] { [.focalboardArchive, .focalboardBoard] }

    /// Creates the importer.
    public init() {}

    /// Reads every board of the archive or JSON lines, in the order of their first line.
    /// - Throws: ``AdapterError``: `malformedInput` for a line that is not JSON or not a Focalboard record
    ///   (located `line:column`, or `entry:line:column` in an archive, with the JSON path in the message),
    ///   `limitExceeded` for a line nested deeper than ``ImportOptions/maximumDepth``, `unexpectedContent` when
    ///   there is no board, and the archive's errors (`ZipArchive`).
    public func importBoards(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> [ImportResult] {
        let data = try input.readAdapterUTF8(maximumBytes: options.maximumInputBytes)
        var reader = Reader(input: input.name, maximumDepth: options.maximumDepth)
        var archive: ZipArchive?
        if ZipArchive.hasZipSignature(data) {
            let opened = try ZipArchive(data: data, name: input.name, limits: options.archiveLimits)
            archive = opened
            let files = opened.entries.filter { !$0.isDirectory && $0.path.hasSuffix(".jsonl") }
            guard !files.isEmpty else {
                throw AdapterError(
                    code: .unexpectedContent, message: "the archive holds no board.jsonl: not a Focalboard archive",
                    input: input.name)
            }
            for file in files {
                try reader.read(try opened.contents(of: file.path), entry: file.path)
            }
        } else {
            try reader.read(data, entry: nil)
        }
        guard !reader.builders.isEmpty else {
            throw AdapterError(code: .unexpectedContent, message: "the payload holds no Focalboard board", input: input.name)
        }
        var results: [ImportResult] = []
        var read: [String: Data] = [:]
        for var builder in reader.builders {
            var result = builder.build()
            // Focalboard writes each board's images and files beside its board.jsonl, as `<board id>/<file id>`.
            let boardID = result.board.id
            try result.carryFiles(
                from: archive, options: options, read: &read, kind: "images and files",
                outcome: "kept as Focalboard file ids only"
            ) { attachment in
                attachment.url.isEmpty || attachment.url.contains("/") ? nil : boardID + "/" + attachment.url
            }
            // What belongs to no board is told once, with the first board.
            if results.isEmpty { result.losses.formUnion(reader.losses) }
            results.append(result)
        }
        return results
    }

    /// Whether `data` starts like a Focalboard board's JSON lines: a first line that is a board
    /// (`{"type":"board",…}`, or a block of type `board`), or an archive header `{"version":…,"date":…}`
    /// followed by a block. Only the first two lines (at most 64 KiB) are decoded.
    public static func looksLikeBoardLines(_ data: Data) -> Bool {
        let head = data.prefix(64 << 10)
        let lines = head.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: true)
        func readRecord(_ line: Data.SubSequence) -> FocalboardRecord? {
            try? JSONReader.read(Data(line), maximumDepth: 64) { reader in try FocalboardRecord(reading: &reader) }
        }
        guard let first = lines.first, let record = readRecord(first) else { return false }
        if record.type == "board" || (record.type == "block" && record.data?.type == "board") { return true }
        guard record.version != nil, record.type == nil, lines.count > 1, let second = readRecord(lines[1]) else {
            return false
        }
        return second.type == "block"
    }

    /// Gathers the records of one or more files into boards.
    private struct Reader {
        let input: String
        let maximumDepth: Int
        var builders: [FocalboardBoardBuilder] = []
        var losses = ImportLosses()
        private var index: [String: Int] = [:]
        /// Blocks and members met before their board's line, by board id.
        private var waiting: [String: [FocalboardRecord]] = [:]

        init(input: String, maximumDepth: Int) {
            self.input = input
            self.maximumDepth = maximumDepth
        }

        mutating func read(_ data: Data, entry: String?) throws(AdapterError) {
            let read = data.withUnsafeBytes { raw in
                Result { () throws(AdapterError) in
                    try Self.records(
                        in: raw.bindMemory(to: UInt8.self), input: input, entry: entry, maximumDepth: maximumDepth)
                }
            }
            let records = try read.get()
            // Boards first, so a block before its board (or in a single-board file without boardId) finds it.
            for record in records {
                guard let block = record.data else { continue }
                if record.type == "board" || (record.type == "block" && block.type == "board") {
                    let id = block.id ?? "focalboard-board-\(builders.count + 1)"
                    guard index[id] == nil else { continue }
                    index[id] = builders.count
                    builders.append(FocalboardBoardBuilder(board: block))
                }
            }
            let fileBoards = Set(records.compactMap { record -> String? in
                guard let block = record.data,
                      record.type == "board" || (record.type == "block" && block.type == "board") else { return nil }
                return block.id
            })
            for record in records {
                guard let block = record.data else {
                    if record.version == nil { losses.record(1, "lines of unknown kinds") }
                    continue
                }
                switch record.type ?? "" {
                case "board": continue
                case "block" where block.type == "board": continue
                case "block":
                    guard let position = board(of: block, fileBoards: fileBoards) else {
                        losses.record(1, "blocks of no board in the payload")
                        continue
                    }
                    builders[position].blocks.append(block)
                case "boardMember":
                    guard let position = board(of: block, fileBoards: fileBoards), let user = block.userId else {
                        losses.record(1, "board members of no board in the payload")
                        continue
                    }
                    builders[position].memberIDs.append(user)
                default:
                    losses.record(1, "lines of unknown kinds")
                }
            }
        }

        /// The board a block belongs to: its `boardId`, else its `rootId`, else the only board of its file.
        private func board(of block: FocalboardRecord.Block, fileBoards: Set<String>) -> Int? {
            for id in [block.boardId, block.rootId].compactMap({ $0 }) where !id.isEmpty {
                if let position = index[id] { return position }
            }
            if fileBoards.count == 1, let only = fileBoards.first { return index[only] }
            return nil
        }

        /// The records of the non-blank lines of `bytes`, each line read as one JSON value.
        private static func records(
            in bytes: UnsafeBufferPointer<UInt8>, input: String, entry: String?, maximumDepth: Int
        ) throws(AdapterError) -> [FocalboardRecord] {
            var records: [FocalboardRecord] = []
            var lineNumber = 0
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                lineNumber += 1
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") })
                else { continue }
                do {
                    records.append(try JSONReader.read(line, maximumDepth: maximumDepth, progress: nil) { reader in
                        try FocalboardRecord(reading: &reader)
                    })
                } catch let error as JSONReaderError {
                    throw AdapterError(
                        error, input: input, entry: entry, line: lineNumber, context: "not a Focalboard record",
                        typeMismatch: .malformedInput)
                } catch {
                    throw AdapterError(
                        code: .malformedInput, message: "not a Focalboard record: \(error)", input: input, cause: error)
                }
            }
            return records
        }
    }
}
