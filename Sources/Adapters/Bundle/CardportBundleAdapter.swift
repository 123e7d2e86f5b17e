import Foundation
import ZIPFoundation

/// Reads and writes Cardport bundles (`app.cardport.bundle`, `.cardportbundle`): one zip archive holding a board
/// and the files its cards' attachments keep in the board's file store, so that a board travels with its files.
///
/// The archive holds exactly:
/// - `board.cardport`: the board in Cardport's native JSON format, the bytes `BoardFormat` writes for it (the
///   same bytes as the board file `cardport` saved);
/// - `files/<sha256>`: one entry per distinct stored file an attachment names (by its `Attachment.digest`), its
///   bytes as they are in the store, named by their SHA-256 in 64 lowercase hexadecimal digits.
///
/// Writing stores the files without compression (images and PDFs do not shrink, and a reader's compression-ratio
/// limit never refuses a bundle Cardport wrote) and deflates the board. Entries are in a fixed order with a fixed
/// date, so the same board and files give the same bytes. The exporter reads the files from
/// ``ExportOptions/files``; an attachment whose file that store does not have (no store given, or a file gone
/// from it) is written without its file, with a warning.
///
/// Reading goes through Cardport's hardened zip reader within ``ImportOptions/archiveLimits`` (entry count, sizes,
/// compression ratio, unsafe paths and links refused), refuses any entry other than those above, and returns the
/// files the board's attachments name in ``ImportResult/files`` for the caller to put into the destination
/// board's store — when the caller says it does (``ImportOptions/carriesFiles``; otherwise every attachment is
/// kept without its file, counted as a loss). Each file's bytes must have the SHA-256 its entry's name says: a file that does not is an error
/// naming the entry, and nothing is imported. An attachment whose file the bundle lacks is kept without it (its
/// digest dropped, so the board does not claim a file no store has) and counted as a loss (`--strict` refuses
/// it). Files no attachment names are not read.
///
/// A value type, safe from any thread.
public struct CardportBundleAdapter: BoardImporter, BoardExporter {
    /// The path of the board inside a bundle: `board.cardport`.
    public static let boardEntry = "board.cardport"
    /// The folder of the files inside a bundle: `files/`.
    public static let filesFolder = "files/"

    /// `cardport-bundle`.
    public var name: String { "cardport-bundle" }
    /// `app.cardport.bundle`.
    public var readableTypes: [UTType] { [.cardportBundle] }
    /// `app.cardport.bundle`.
    public var writableTypes: [UTType] { [.cardportBundle] }

    /// Creates the adapter.
    public init() {}

    // MARK: - Reading

    /// Reads a bundle: its board and the files its attachments name.
    /// - Throws: ``AdapterError`` naming the input: the archive's errors (not a zip archive, a limit crossed, an
    ///   unsafe path, a link, a path twice), `unexpectedContent` without `board.cardport` or for any entry other
    ///   than it and `files/<sha256>` (located `entry '…'`), `unexpectedContent` for a file whose bytes do not have
    ///   the SHA-256 its name says, and the board's own errors located `board.cardport:line:column` or by JSON path.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        guard type.conforms(to: .cardportBundle) else {
            throw AdapterError(
                code: .unsupportedType, message: "the cardport-bundle adapter does not read \(type.identifier)",
                input: input.name)
        }
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        let archive = try ZipArchive(data: data, name: input.name, limits: options.archiveLimits)
        guard archive.containsFile(Self.boardEntry) else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the archive has no \(Self.boardEntry): not a Cardport bundle", input: input.name)
        }
        for entry in archive.entries where !Self.belongs(entry.path, isDirectory: entry.isDirectory) {
            throw AdapterError(
                code: .unexpectedContent,
                message: "a Cardport bundle holds only \(Self.boardEntry) and \(Self.filesFolder)<sha256> files",
                input: input.name, location: "entry '\(entry.path.prefix(200))'")
        }
        var result = try readBoard(archive.contents(of: Self.boardEntry), input: input, options: options)
        var files: [String: Data] = [:]
        var missing: Set<String> = []
        // Keeps an attachment without its file, and says why.
        func keepWithoutFile(_ list: Int, _ card: Int, _ position: Int, because reason: String, loss: ImportLosses.Kind) {
            let attachment = result.board.lists[list].cards[card].attachments[position]
            result.board.lists[list].cards[card].attachments[position].digest = nil
            result.warnings.append(AdapterWarning(
                "the attachment \"\(attachment.name)\" of the card \"\(result.board.lists[list].cards[card].title)\" "
                    + "is kept without its file: \(reason)",
                location: "entry '\(Self.filesFolder + (attachment.digest ?? ""))'", loss: loss))
        }
        for list in result.board.lists.indices {
            for card in result.board.lists[list].cards.indices {
                for position in result.board.lists[list].cards[card].attachments.indices {
                    guard let digest = result.board.lists[list].cards[card].attachments[position].digest,
                          files[digest] == nil
                    else { continue }
                    let path = Self.filesFolder + digest
                    guard options.carriesFiles else {
                        keepWithoutFile(list, card, position, because: "the destination keeps no files", loss: Self.unkeptFile)
                        continue
                    }
                    guard !missing.contains(digest), archive.containsFile(path) else {
                        missing.insert(digest)
                        keepWithoutFile(list, card, position, because: "the bundle has no \(path)", loss: Self.missingFile)
                        continue
                    }
                    let bytes = try archive.contents(of: path)
                    guard SHA256Digest.hex(of: bytes) == digest else {
                        throw AdapterError(
                            code: .unexpectedContent,
                            message: "the file's bytes do not have the SHA-256 its name says: the bundle is damaged",
                            input: input.name, location: "entry '\(path)'")
                    }
                    files[digest] = bytes
                }
            }
        }
        result.losses.record(lossesOf: result.warnings)
        result.files = files
        return result
    }

    /// What an attachment becomes when the caller keeps no files (``ImportOptions/carriesFiles`` is false).
    static let unkeptFile = ImportLosses.Kind(
        "attachment files", outcome: "kept as attachments without their files (the destination keeps no files)")

    /// What an attachment whose file a bundle lacks becomes.
    static let missingFile = ImportLosses.Kind(
        "attachment files missing from the bundle", outcome: "kept as attachments without their files")

    /// Whether an entry at `path` is one a bundle may hold: the board, the files folder, or a file in it named by
    /// a digest.
    static func belongs(_ path: String, isDirectory: Bool) -> Bool {
        if isDirectory { return path == filesFolder }
        if path == boardEntry { return true }
        guard path.hasPrefix(filesFolder) else { return false }
        return AttachmentStore.isDigest(String(path.dropFirst(filesFolder.count)))
    }

    /// The board entry's bytes read as a native board, its errors naming the input and the entry.
    private func readBoard(_ data: Data, input: AdapterInput, options: ImportOptions) throws -> ImportResult {
        do {
            return try NativeBoardAdapter().importBoard(
                from: .data(data, name: Self.boardEntry), as: .cardportBoard, options: options)
        } catch let error as AdapterError {
            let location = error.location.map { "\(Self.boardEntry):\($0)" } ?? Self.boardEntry
            throw AdapterError(
                code: error.code, message: error.message, input: input.name, location: location, cause: error)
        }
    }

    // MARK: - Writing

    /// Writes `board` and the files its attachments name (read from ``ExportOptions/files``) as one bundle.
    /// - Returns: The archive's bytes, with a warning for each attachment written without its file.
    /// - Throws: ``AdapterError``: `unsupportedType`; `unexpectedContent` (located by JSON path) for a date the
    ///   board format cannot write; `unreadableInput` naming the stored file when a file's bytes changed on disk
    ///   (the store checks every file against its digest) or cannot be read.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard type == .cardportBundle || UTType.cardportBundle.conforms(to: type) else {
            throw AdapterError(
                code: .unsupportedType, message: "the cardport-bundle adapter does not write \(type.identifier)")
        }
        let written = options.includeArchived ? board : board.withoutArchived()
        let boardData: Data
        do {
            boardData = try BoardFormat.encode(written)
        } catch {
            throw NativeBoardAdapter.adapterError(error, input: nil)
        }
        var files: [String: Data] = [:]
        var warnings: [AdapterWarning] = []
        for list in written.lists {
            for card in list.cards {
                for attachment in card.attachments {
                    guard let digest = attachment.digest, files[digest] == nil else { continue }
                    guard let store = options.files else {
                        warnings.append(AdapterWarning(
                            "the attachment \"\(attachment.name)\" of the card \"\(card.title)\" is written without "
                                + "its file: no file store was given"))
                        continue
                    }
                    do {
                        files[digest] = try store.data(for: attachment)
                    } catch where error.code == .readFailed && !FileManager.default.fileExists(atPath: error.file) {
                        warnings.append(AdapterWarning(
                            "the attachment \"\(attachment.name)\" of the card \"\(card.title)\" is written without "
                                + "its file: \(error.file) is missing"))
                    } catch {
                        throw AdapterError(
                            code: .unreadableInput, message: error.message, input: error.file, cause: error)
                    }
                }
            }
        }
        return ExportResult(data: try Self.archive(board: boardData, files: files), warnings: warnings)
    }

    /// The date every entry of a written bundle carries, so the same board gives the same bytes.
    static let entryDate = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01

    /// A zip archive of `board` as `board.cardport` (deflated) and `files` as `files/<sha256>` (stored), in order.
    static func archive(board: Data, files: [String: Data]) throws(AdapterError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            try add(board, at: boardEntry, compressed: true, to: archive)
            for digest in files.keys.sorted() {
                try add(files[digest]!, at: filesFolder + digest, compressed: false, to: archive)
            }
            guard let data = archive.data else {
                throw AdapterError(code: .adapterFailed, message: "the bundle could not be written in memory")
            }
            return data
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(
                code: .adapterFailed, message: "the bundle could not be written (\(error))", cause: error)
        }
    }

    private static func add(_ data: Data, at path: String, compressed: Bool, to archive: Archive) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
            permissions: 0o644, compressionMethod: compressed ? .deflate : .none
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
