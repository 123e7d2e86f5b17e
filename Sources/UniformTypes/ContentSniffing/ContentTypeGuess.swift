/// What a file's name and bytes say its type is: GLib's answer, and the evidence behind it.
///
/// Made by ``TypeRegistry/guessContentType(of:fileName:)`` and ``UTType/init(contentOf:fileName:)``.
/// ``mimeType`` is the answer `g_content_type_guess` gives for the same name and bytes on the same
/// shared-mime-info database. The evidence (what the name's globs say, what the bytes' magic says) is kept so
/// that a caller can decide differently where the two disagree: GLib takes a name's single match over
/// anything the bytes say, so a PDF named `notes.txt` is `text/plain`, with ``contentDisagrees`` set and
/// ``contentMatch`` saying `application/pdf`.
public struct ContentTypeGuess: Sendable, Hashable {
    /// One glob of the database that the file name matched.
    public struct FileNameMatch: Sendable, Hashable {
        /// The MIME type the glob belongs to.
        public var mimeType: String
        /// The glob, as the database stores it (lowercased unless it is case-sensitive).
        public var pattern: String
        /// Its weight, 0 to 100 (50 unless the database says otherwise).
        public var weight: Int
    }

    /// What the bytes alone say.
    public struct ContentMatch: Sendable, Hashable {
        /// How the bytes were recognised.
        public enum Rule: Sendable, Hashable {
            /// A magic rule of the database matched, with this priority (0 to 100).
            case magic(priority: Int)
            /// No magic rule matched, and the first 128 bytes have no control characters other than white
            /// space and backspace: `text/plain`, GLib's text heuristic.
            case text
            /// There were no bytes at all: `application/x-zerosize`.
            case empty
        }

        /// The MIME type the bytes point to.
        public var mimeType: String
        /// How.
        public var rule: Rule

        /// The priority GLib weighs the match with: the magic rule's, 100 for empty content, 0 for the text
        /// heuristic. A priority of 80 or more overrides a file name whose globs disagree among themselves.
        public var priority: Int {
            switch rule {
            case .magic(let priority): priority
            case .text: 0
            case .empty: 100
            }
        }
    }

    /// How the answer was reached.
    public enum Basis: Sendable, Hashable {
        /// The name ends with `/`: `inode/directory`.
        case directoryName
        /// The file is a folder, FIFO, device or socket, which its kind alone names (see
        /// ``TypeRegistry/guessContentType(ofFileKindAt:)``).
        case fileKind
        /// The file name's globs alone (one match, or several that the bytes could not tell apart).
        case fileName
        /// The bytes: no glob matched, or a strong magic match (priority 80 or more) chose among several
        /// globs.
        case content
        /// The bytes chose among several globs: the first glob whose type is the sniffed type or inherits
        /// from it.
        case fileNameAndContent
        /// Neither said anything: `application/octet-stream`.
        case nothing
    }

    /// The answer, as `g_content_type_guess` gives it.
    public var mimeType: String
    /// The answer as a type of the registry that guessed (a dynamic type when none carries the MIME type).
    public var type: UTType
    /// Whether GLib would call the answer uncertain: several globs matched and the bytes did not choose, or
    /// nothing at all was recognised.
    public var isUncertain: Bool
    /// How the answer was reached.
    public var basis: Basis
    /// The globs the file name matched, heaviest first (at most ten), as GLib weighs them; empty without a
    /// name.
    public var fileNameMatches: [FileNameMatch]
    /// What the bytes alone say, or nil when no bytes were given or they were not recognised (binary data
    /// that no magic rule matches).
    public var contentMatch: ContentMatch?
    /// Whether a magic rule recognised the bytes as a type that the answer neither is nor inherits from, nor
    /// is inherited by (in the MIME database's `sub-class-of` sense): the name and the bytes disagree.
    public var contentDisagrees: Bool

    /// What kind of file an `inode/*` MIME type names, for people.
    private static func kindName(_ mimeType: String) -> String {
        switch mimeType {
        case "inode/directory": "folder"
        case "inode/fifo": "FIFO"
        case "inode/chardevice": "character device"
        case "inode/blockdevice": "block device"
        case "inode/socket": "socket"
        default: mimeType
        }
    }

    /// One sentence for people: the answer and what it rests on.
    public var explanation: String {
        let names = fileNameMatches.map { "\($0.pattern) → \($0.mimeType) (weight \($0.weight))" }
        let content = contentMatch.map { match -> String in
            switch match.rule {
            case .magic(let priority): "the bytes match the magic of \(match.mimeType) (priority \(priority))"
            case .text: "the bytes look like text (text/plain)"
            case .empty: "there are no bytes (application/x-zerosize)"
            }
        } ?? "the bytes are not recognised"
        let because: String
        switch basis {
        case .directoryName: because = "the name ends with /"
        case .fileKind: because = "the file is a \(Self.kindName(mimeType)), which has no content to read"
        case .fileName where fileNameMatches.count == 1: because = "the file name matches \(names[0])"
        case .fileName: because = "the file name matches \(names.joined(separator: ", ")) and the bytes do not choose; the first is taken"
        case .content where fileNameMatches.isEmpty: because = "no glob matches the name; \(content)"
        case .content: because = "\(content), which is strong enough to override \(names.joined(separator: ", "))"
        case .fileNameAndContent: because = "the file name matches \(names.joined(separator: ", ")); \(content), which picks \(mimeType)"
        case .nothing: because = "nothing is recognised"
        }
        var sentence = "\(mimeType) (\(type.identifier)): \(because)"
        if contentDisagrees, let contentMatch {
            sentence += "; the bytes say \(contentMatch.mimeType) instead"
        }
        if isUncertain { sentence += " (uncertain)" }
        return sentence
    }
}
