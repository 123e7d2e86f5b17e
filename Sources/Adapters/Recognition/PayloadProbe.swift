import Foundation
import StreamingJSON

/// What a payload looks like, worked out once and shared by every adapter asked to recognise it
/// (``RecognizingImporter/recognize(_:)``): its outer form, its first bytes as text, a JSON document's top-level
/// keys, the root element of markup, a zip archive's entry names.
///
/// Each fact is computed the first time an adapter asks for it and kept. A probe belongs to one identification
/// on one thread; it is not shared between threads.
public final class PayloadProbe {
    /// How many bytes ``prefix`` and ``leadingText`` hold at most.
    public static let prefixLength = 64 << 10

    /// The whole payload (mapped, not copied, when it is a file).
    public let data: Data
    /// The payload's outer form: `public.json`, `public.xml`, `public.zip-archive`, `public.html`, Markdown,
    /// plain text, or `public.data` — what it was declared as, or what its first bytes show
    /// (``form(of:)``).
    public private(set) lazy var form: UTType = givenForm ?? sniffedForm.type
    /// The form the probe was created with, if any.
    private let givenForm: UTType?
    /// The type it came declared as (a `--type`, a file name, a dragged representation's type); nil if none.
    public let declaredType: UTType?
    /// The file name it came with, if any.
    public let fileName: String?

    /// Creates a probe of `data`.
    /// - Parameters:
    ///   - data: The payload.
    ///   - form: Its outer form; by default what ``form(of:)`` sees.
    ///   - declaredType: The type it came declared as.
    ///   - fileName: The name it came with.
    public init(data: Data, form: UTType? = nil, declaredType: UTType? = nil, fileName: String? = nil) {
        self.data = data
        self.givenForm = form
        self.declaredType = declaredType
        self.fileName = fileName
    }

    /// The file name's extension, lowercase and without the dot; nil when there is none.
    public var fileExtension: String? {
        guard let fileName, let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        let ext = fileName[fileName.index(after: dot)...]
        return ext.isEmpty || ext.contains("/") ? nil : ext.lowercased()
    }

    /// The declared type's MIME type, if it has one.
    public var mimeType: String? { declaredType?.preferredMIMEType }

    /// What the first bytes show the outer form to be, and what showed it (``form(of:)``), over the probe's own
    /// ``leadingText``.
    private(set) lazy var sniffedForm: (type: UTType, evidence: String) = Self.form(of: data) { self.leadingText }

    /// The first ``prefixLength`` bytes.
    public private(set) lazy var prefix: Data = data.prefix(Self.prefixLength)

    /// The first ``prefixLength`` bytes as text, decoded as every reader decodes text (UTF-8, UTF-16 or
    /// UTF-32, told by a byte order mark or the zero bytes of the first characters).
    public private(set) lazy var leadingText: String = TextPayload.leadingText(of: data)

    /// The payload as UTF-8: JSON written in UTF-16 or UTF-32 (RFC 4627) is scanned as the UTF-8 the importers
    /// read it as.
    public private(set) lazy var utf8Data: Data = (try? TextPayload.utf8Bytes(of: data, input: "")) ?? data

    /// The root element of markup that starts the payload or follows a line or two of text; nil otherwise.
    public private(set) lazy var markupRoot: MarkupRoot? = MarkupRoot.find(in: leadingText)

    /// The top-level members of a JSON object, when the payload starts with one; nil otherwise.
    public private(set) lazy var jsonObject: JSONTopLevel? = JSONTopLevel.scan(utf8Data)

    /// The keys of the first element of a JSON array, when the payload is an array whose first element is an
    /// object; empty otherwise. Only that element is read.
    public private(set) lazy var jsonFirstElementKeys: [String] = JSONTopLevel.firstElementKeys(of: utf8Data)

    /// The paths of a zip archive's entries, read from its directory within `ArchiveLimits` (nothing is
    /// inflated); nil when the payload is not a readable zip archive.
    public private(set) lazy var zipEntryPaths: Set<String>? = {
        guard ZipArchive.hasZipSignature(data), let archive = try? ZipArchive(data: data, name: "payload") else {
            return nil
        }
        return Set(archive.entries.map(\.path))
    }()
}

extension PayloadProbe {
    /// The root element of an XML document: ``markupRoot`` when the payload is XML, or when it is text whose
    /// markup starts on one of its first lines (a browser's XML viewer writes a line before the document it
    /// saves or copies; the XML readers start at the first `<`); nil otherwise.
    public var xmlRoot: MarkupRoot? {
        guard let root = markupRoot else { return nil }
        if form == .xml { return root }
        return form.conforms(to: .text) && !form.conforms(to: .html) && root.linesBefore > 0 ? root : nil
    }
}
