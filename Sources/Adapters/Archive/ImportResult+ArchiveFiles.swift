import Foundation
import UniformTypes

extension ImportResult {
    /// Brings the bytes of the board's attachments from the archive that holds them into ``files``, when the caller
    /// keeps files (``ImportOptions/carriesFiles``): each attachment whose file `path` finds in `archive` (read within
    /// the archive's limits) gets the file's SHA-256, size and the type sniffed from its bytes. Any other attachment
    /// (its file not in the archive, no archive, or a caller that keeps no files) is left as it is and counted as a
    /// loss of `kind`, with `outcome`.
    /// - Parameters:
    ///   - archive: The archive, or nil for a payload that is not one.
    ///   - options: The import's options.
    ///   - read: The files already read, by path, for the other boards of the same archive.
    ///   - kind: What a file not carried is counted as (`"attachment files"`).
    ///   - outcome: What became of it (`"kept as links to their path in the export"`).
    ///   - path: The archive path of an attachment's file, or nil when it names none.
    /// - Throws: The archive's errors (a limit crossed, a damaged entry).
    package mutating func carryFiles(
        from archive: ZipArchive?, options: ImportOptions, read: inout [String: Data], kind: String, outcome: String,
        path: (Attachment) -> String?
    ) throws(AdapterError) {
        // Each file's digest and type, worked out once however many attachments name it.
        var described: [String: (digest: String, type: String)] = [:]
        for list in board.lists.indices {
            for card in board.lists[list].cards.indices {
                for position in board.lists[list].cards[card].attachments.indices {
                    let attachment = board.lists[list].cards[card].attachments[position]
                    guard options.carriesFiles, let archive, let path = path(attachment), archive.containsFile(path) else {
                        losses.record(1, kind, outcome: outcome)
                        continue
                    }
                    let data: Data
                    if let known = read[path] {
                        data = known
                    } else {
                        data = try archive.contents(of: path)
                        read[path] = data
                    }
                    let description = described[path] ?? (SHA256Digest.hex(of: data), Self.sniffedType(of: data))
                    described[path] = description
                    board.lists[list].cards[card].attachments[position].digest = description.digest
                    board.lists[list].cards[card].attachments[position].bytes = data.count
                    board.lists[list].cards[card].attachments[position].mimeType = description.type
                    files[description.digest] = data
                }
            }
        }
    }

    /// The MIME type of a file's bytes, sniffed from its content alone (a name or a declared type can lie);
    /// `application/octet-stream` when nothing matches.
    static func sniffedType(of data: Data) -> String {
        let registry = TypeRegistry.shared
        return registry.guessContentType(of: Data(data.prefix(max(4096, registry.contentSniffingLength))), fileName: nil).mimeType
    }
}
