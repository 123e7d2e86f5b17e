import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a board holds: a folder beside the board file, `NAME.files/`, with one blob per distinct content,
/// named by the SHA-256 of its bytes.
///
/// A card refers to a blob through an ``Attachment`` whose ``Attachment/digest`` is the blob's name; the
/// attachment records the original file name, the type sniffed from the bytes, the size and the digest, so the
/// blob itself is nothing but bytes. The same bytes attached twice, to any cards, are one blob.
///
/// - Writing: each blob goes in through ``AtomicWriter`` (a temporary file in the folder, flushed, then linked
///   into place under the folder's lock): a blob is either all there under its name or not there at all, so a
///   card never points at a partial blob. Store the blob before saving the board that refers to it.
/// - Limits: ``maximumFileBytes`` per file and ``maximumTotalBytes`` for the whole store, checked from the
///   file's size before anything is written (``BoardStorageError/Code/tooLarge`` and
///   ``BoardStorageError/Code/storeFull``).
/// - Removing: ``collectGarbage(keeping:history:)`` removes only the blobs no card of the given boards and no
///   step of the board's history refers to; nothing else removes a blob.
///
/// A value type holding only paths and limits. Its methods block the calling thread on file I/O.
public struct AttachmentStore: Sendable {
    /// The store's folder (`NAME.files` beside the board file `NAME`).
    public let folder: String
    /// The largest file the store takes, in bytes: ``defaultMaximumFileBytes`` unless set.
    public var maximumFileBytes = AttachmentStore.defaultMaximumFileBytes
    /// The most bytes all the store's blobs may take together: ``defaultMaximumTotalBytes`` unless set.
    public var maximumTotalBytes = AttachmentStore.defaultMaximumTotalBytes
    /// How long writing a blob waits for another writer's lock on the store's folder.
    public var wait: Duration = FolderLock.defaultWait

    /// The default ``maximumFileBytes``: 100 MiB.
    public static let defaultMaximumFileBytes = 100 << 20
    /// The default ``maximumTotalBytes``: 1 GiB.
    public static let defaultMaximumTotalBytes = 1 << 30

    /// The store of the board file at `boardPath`: the folder `boardPath + ".files"` (created when the first file
    /// is stored).
    public init(forBoard boardPath: String) {
        self.folder = Self.folder(forBoard: boardPath)
    }

    /// The store's folder for the board file at `boardPath`.
    public static func folder(forBoard boardPath: String) -> String { boardPath + ".files" }

    /// Whether `text` has the form of a blob's name: 64 lowercase hexadecimal digits.
    public static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// The path of the blob named `digest`.
    public func path(ofDigest digest: String) -> String { folder + "/" + digest }

    /// The path of a stored attachment's blob, relative to the board file's folder: what ``Attachment/url``
    /// holds for a stored file.
    public func relativeURL(ofDigest digest: String) -> String {
        (folder.split(separator: "/").last.map(String.init) ?? folder) + "/" + digest
    }

    // MARK: - Storing

    /// Keeps `data` in the store and returns the attachment that refers to it.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The original file name, shown for the attachment.
    ///   - mimeType: The type sniffed from the bytes (the caller sniffs: `Boards` knows no types).
    ///   - id: The attachment's id.
    ///   - date: When the file was attached.
    /// - Returns: An attachment with the digest, size, type and the blob's relative path as its url.
    /// - Throws: ``BoardStorageError`` `tooLarge` or `storeFull` (nothing written), or `writeFailed`.
    public func store(
        _ data: Data, name: String, mimeType: String?, id: String, date: Date? = nil
    ) throws(BoardStorageError) -> Attachment {
        try store(data, name: name, mimeType: mimeType, id: id, date: date, usedBytes: nil)
    }

    /// ``store(_:name:mimeType:id:date:)``, told the store's size (`usedBytes`) by a caller storing many files,
    /// which keeps a running total: listing the store for each new file would cost the store once per file.
    /// `nil` lists the store.
    private func store(
        _ data: Data, name: String, mimeType: String?, id: String, date: Date?, usedBytes: Int?
    ) throws(BoardStorageError) -> Attachment {
        guard data.count <= maximumFileBytes else {
            throw BoardStorageError(
                code: .tooLarge,
                message: "\(name) is \(data.count) bytes, over the limit of \(maximumFileBytes) bytes for a file "
                    + "attached to a card; nothing was attached.",
                file: name)
        }
        let digest = SHA256Digest.hex(of: data)
        let target = path(ofDigest: digest)
        if !Self.isRegularFile(target) {
            let used = usedBytes ?? blobs().values.reduce(0, +)
            guard used + data.count <= maximumTotalBytes else {
                throw BoardStorageError(
                    code: .storeFull,
                    message: "attaching \(name) (\(data.count) bytes) would take the board's files to "
                        + "\(used + data.count) bytes, over the limit of \(maximumTotalBytes); nothing was attached. "
                        + "Remove attachments the board no longer needs.",
                    file: folder)
            }
            try createFolder()
            var writer = AtomicWriter(path: target)
            writer.noun = "attached file"
            writer.wait = wait
            do {
                try writer.write(data)
            } catch let error where error.code == .fileExists {
                // Another writer stored the same bytes meanwhile: the blob is there, whole.
            }
        }
        return Attachment(
            id: id, name: name, url: relativeURL(ofDigest: digest), mimeType: mimeType, bytes: data.count, date: date,
            digest: digest)
    }

    /// Reads a file to attach, refusing one over ``maximumFileBytes`` from its size before reading it.
    /// - Throws: ``BoardStorageError`` `readFailed` (missing, unreadable, not a regular file) or `tooLarge`.
    public func contents(ofFileAt path: String) throws(BoardStorageError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw BoardStorageError(
                code: .readFailed, message: "could not read the file to attach: \(Errno(code).message).", file: path,
                errno: code)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw BoardStorageError(
                code: .readFailed, message: "it is not a regular file; only files can be attached.", file: path)
        }
        guard Int(info.st_size) <= maximumFileBytes else {
            throw BoardStorageError(
                code: .tooLarge,
                message: "the file is \(info.st_size) bytes, over the limit of \(maximumFileBytes) bytes for a file "
                    + "attached to a card; nothing was attached.",
                file: path)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BoardStorageError(code: .readFailed, message: "could not read the file to attach: \(error).", file: path)
        }
    }

    /// The bytes of a stored attachment, checked against its digest.
    /// - Throws: ``BoardStorageError`` `readFailed` when the blob is missing, or `invalidContents` when its bytes
    ///   no longer have the digest.
    public func data(for attachment: Attachment) throws(BoardStorageError) -> Data {
        guard let digest = attachment.digest else {
            throw BoardStorageError(
                code: .readFailed, message: "the attachment \"\(attachment.name)\" is a link, not a stored file.",
                file: folder)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path(ofDigest: digest)))
        } catch {
            throw BoardStorageError(
                code: .readFailed, message: "the file of the attachment \"\(attachment.name)\" is missing.",
                file: path(ofDigest: digest))
        }
        guard SHA256Digest.hex(of: data) == digest else {
            throw BoardStorageError(
                code: .invalidContents,
                message: "the file of the attachment \"\(attachment.name)\" was changed on disk; its bytes no longer "
                    + "match the board.",
                file: path(ofDigest: digest))
        }
        return data
    }

    /// Carries cards to this store's board from the board of `source` (a card moved or copied to another board
    /// takes its files along): copies the files their attachments keep in `source` into this store (a file
    /// already here is left alone) and returns the cards with those attachments' urls pointing here.
    /// Call it under the destination board's lock, before saving the board the cards go into.
    /// - Throws: ``BoardStorageError`` when a file cannot be read from `source` or this store refuses it; nothing
    ///   the cards need is then missing from the board, as it is not saved.
    public func carry(_ cards: [Card], from source: AttachmentStore) throws(BoardStorageError) -> [Card] {
        var carried = cards
        var used: Int?  // the store's size, listed once and then counted up
        for index in carried.indices {
            for position in carried[index].attachments.indices {
                let attachment = carried[index].attachments[position]
                guard let digest = attachment.digest else { continue }
                if source.folder != folder && !Self.isRegularFile(path(ofDigest: digest)) {
                    let data = try source.data(for: attachment)
                    let current = used ?? blobs().values.reduce(0, +)
                    _ = try store(
                        data, name: attachment.name, mimeType: attachment.mimeType, id: attachment.id, date: nil,
                        usedBytes: current)
                    used = current + data.count
                }
                carried[index].attachments[position].url = relativeURL(ofDigest: digest)
            }
        }
        return carried
    }

    /// Carries cards to this store's board from files in memory (an imported bundle's, by SHA-256): keeps in this
    /// store the bytes of each attachment whose digest `files` holds (``keep(_:for:)``) and returns the cards with
    /// those attachments' urls pointing here (``located(_:)``).
    ///
    /// The limits are checked for all the files together before any is written: over ``maximumFileBytes`` or
    /// ``maximumTotalBytes``, nothing is stored. Call it under the destination board's lock (or before saving a new
    /// board), before saving the board the cards go into.
    /// - Parameters:
    ///   - cards: The cards; their attachments with a digest name the files.
    ///   - files: File bytes by SHA-256. Each is stored under the digest of its bytes, whatever its key says.
    /// - Throws: ``BoardStorageError`` `readFailed` when an attachment's digest is neither in `files` nor in this
    ///   store, or when bytes do not have the digest their key says; `tooLarge`, `storeFull` or `writeFailed` from
    ///   the store.
    public func carry(_ cards: [Card], files: [String: Data]) throws(BoardStorageError) -> [Card] {
        try keep(files, for: cards)
        return located(cards)
    }

    /// The cards with the url of each attachment that has a digest pointing at this store's blob of it: what an
    /// attachment carried here from another board's store (or a bundle) records. Nothing is read or written.
    public func located(_ cards: [Card]) -> [Card] {
        var located = cards
        for index in located.indices {
            for position in located[index].attachments.indices {
                guard let digest = located[index].attachments[position].digest else { continue }
                located[index].attachments[position].url = relativeURL(ofDigest: digest)
            }
        }
        return located
    }

    /// Keeps in this store, through ``store(_:name:mimeType:id:date:)``, the bytes `files` holds for the
    /// attachments of `cards` that have a digest (a file already here is left alone), checking the limits for all
    /// of them together before any is written: over ``maximumFileBytes`` or ``maximumTotalBytes``, nothing is
    /// stored. Call it under the destination board's lock, before saving the board the cards go into.
    /// - Parameters:
    ///   - files: File bytes by SHA-256. Each is stored under the digest of its bytes, whatever its key says.
    ///   - cards: The cards whose attachments name the files.
    /// - Throws: ``BoardStorageError`` `readFailed` when an attachment's digest is neither in `files` nor in this
    ///   store, or when bytes do not have the digest their key says; `tooLarge`, `storeFull` or `writeFailed`.
    public func keep(_ files: [String: Data], for cards: [Card]) throws(BoardStorageError) {
        let present = blobs()
        var needed: [String: (name: String, bytes: Int)] = [:]
        var attachments: [Attachment] = []
        for card in cards {
            for attachment in card.attachments {
                guard let digest = attachment.digest, present[digest] == nil, needed[digest] == nil else { continue }
                guard let data = files[digest] else {
                    throw BoardStorageError(
                        code: .readFailed,
                        message: "the file of the attachment \"\(attachment.name)\" (\(digest)) came without its bytes; "
                            + "nothing was stored.",
                        file: attachment.name)
                }
                guard data.count <= maximumFileBytes else {
                    throw BoardStorageError(
                        code: .tooLarge,
                        message: "\(attachment.name) is \(data.count) bytes, over the limit of \(maximumFileBytes) bytes "
                            + "for a file attached to a card; nothing was stored.",
                        file: attachment.name)
                }
                needed[digest] = (attachment.name, data.count)
                attachments.append(attachment)
            }
        }
        let used = present.values.reduce(0, +)
        let adding = needed.values.reduce(0) { $0 + $1.bytes }
        guard used + adding <= maximumTotalBytes else {
            throw BoardStorageError(
                code: .storeFull,
                message: "the \(needed.count) files (\(adding) bytes) would take the board's files to \(used + adding) "
                    + "bytes, over the limit of \(maximumTotalBytes); nothing was stored.",
                file: folder)
        }
        var usedSoFar = used  // counted up as files are written, so the store is listed once, above
        for attachment in attachments {
            guard let digest = attachment.digest, let data = files[digest] else { continue }
            let stored = try store(
                data, name: attachment.name, mimeType: attachment.mimeType, id: attachment.id, date: nil,
                usedBytes: usedSoFar)
            usedSoFar += data.count
            guard stored.digest == digest else {
                throw BoardStorageError(
                    code: .readFailed,
                    message: "the bytes given for the attachment \"\(attachment.name)\" do not have its "
                        + "SHA-256 \(digest).",
                    file: attachment.name)
            }
        }
    }

    /// Carries a whole board's cards to this store from files in memory: ``carry(_:files:)-(_,[String:Data])``
    /// for every card of every list, the limits checked for all of them together.
    public func carry(_ board: Board, files: [String: Data]) throws(BoardStorageError) -> Board {
        var carried = try carry(board.lists.flatMap(\.cards), files: files).makeIterator()
        var result = board
        for list in result.lists.indices {
            for card in result.lists[list].cards.indices {
                if let next = carried.next() { result.lists[list].cards[card] = next }
            }
        }
        return result
    }

    // MARK: - Listing and removing

    /// The store's blobs: digest to size in bytes. Files whose names are not digests (temporary files) are left
    /// out.
    public func blobs() -> [String: Int] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        var found: [String: Int] = [:]
        for name in names where Self.isDigest(name) {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
                found[name] = Int(info.st_size)
            }
        }
        return found
    }

    /// The digests of every stored file the board's cards refer to.
    public static func digests(of board: Board) -> Set<String> {
        var digests = Set<String>()
        for list in board.lists {
            for card in list.cards where card.hasRareParts {
                for attachment in card.attachments { if let digest = attachment.digest { digests.insert(digest) } }
            }
        }
        return digests
    }

    /// Removes the blobs nothing refers to, and temporary files a killed writer left.
    ///
    /// A blob is kept when its digest is in `keeping` (the digests of the boards' cards, ``digests(of:)``) or
    /// appears anywhere in `history` (the bytes of the board's history file, whose undo steps hold the cards they
    /// would bring back). Call it while holding the board's lock, so that no other writer is between storing a
    /// blob and saving the board that refers to it.
    /// - Returns: The digests removed.
    @discardableResult
    public func collectGarbage(keeping: Set<String>, history: Data?) -> [String] {
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        var removed: [String] = []
        let lock: FolderLock
        do { lock = try FolderLock(folder: folder, wait: wait, file: folder, noun: "attached file") } catch { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // The digests the history names, read from it once (and only when a file is not kept otherwise): a
        // search of the history per file would cost the history once for every file an edit let go of.
        var named: NamedDigests?
        for name in names {
            let full = folder + "/" + name
            if Self.isDigest(name) {
                guard !keeping.contains(name) else { continue }
                if named == nil { named = history.map(Self.digests(in:)) ?? NamedDigests() }
                guard named?.contains(name) != true else { continue }
                if unlink(full) == 0 { removed.append(name) }
            } else if name.hasPrefix("."), name.contains(".cardport-") {
                // Under the store's lock no writer is between creating a temporary file and linking it in.
                unlink(full)
            }
        }
        _ = lock.descriptor  // held to here
        return removed.sorted()
    }

    /// The digests a history names: each run of exactly 64 lowercase hexadecimal digits, and the longer runs, in
    /// which a digest counts as named wherever it stands. The longer runs are kept whole and searched only for a
    /// digest that is not among the others: every 64-digit window of a long run would cost 64 bytes a digit.
    struct NamedDigests {
        var exact: Set<String> = []
        var longer: [Data] = []

        /// Whether the history names `digest`.
        func contains(_ digest: String) -> Bool {
            exact.contains(digest) || longer.contains { $0.range(of: Data(digest.utf8)) != nil }
        }
    }

    /// The digests `data` (a history) names, read in one pass.
    static func digests(in data: Data) -> NamedDigests {
        var found = NamedDigests()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            for index in 0...bytes.count {
                if index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || (bytes[index] >= 0x61 && bytes[index] <= 0x66) {
                    continue
                }
                let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if run.count == 64 {
                    found.exact.insert(String(decoding: run, as: UTF8.self))
                } else if run.count > 64 {
                    found.longer.append(Data(buffer: run))
                }
                start = index + 1
            }
        }
        return found
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private func createFolder() throws(BoardStorageError) {
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            let code = errno
            throw BoardStorageError(
                code: .writeFailed,
                message: "could not create the board's file store: \(Errno(code).message); nothing was attached.",
                file: folder, errno: code)
        }
    }
}
