/// The identifier of a dynamic type: a tag that no declared type carries, made into a type of its own.
///
/// A dynamic identifier carries everything needed to rebuild its type, so `UTType("dyn.…")` gives back the
/// same type, with its tag and its conformance, in any process.
///
/// ## Encoding
///
/// The identifier is `dyn.c` followed by the payload in base 32 (RFC 4648's alphabet, lowercased, no padding).
/// The `c` marks this encoding; Apple's own dynamic identifiers (`dyn.a…`) use another one and do not decode.
/// The payload is UTF-8 text of `key=value` fields joined by `;`, in this order:
///
/// | field | meaning |
/// |---|---|
/// | `e=TAG` | a filename extension, or |
/// | `m=TAG` | a MIME type, or |
/// | `k=CLASS;v=TAG` | a tag of any other tag class `CLASS` |
/// | `c=IDENTIFIER` | the one type the dynamic type conforms to directly |
///
/// In values, `%`, `;` and `=` are written as `%25`, `%3B` and `%3D`. The tag and the identifier are lowercased
/// first (tags and identifiers compare without regard to case), so one tag gives one identifier. Decoding
/// accepts only that canonical spelling: it re-encodes and compares.
///
/// Example: the extension `cardx` conforming to `public.data` is the payload `e=cardx;c=public.data`, so the
/// identifier `dyn.cmu6wgylsmr4dwyz5ob2we3djmmxgiylume`.
package struct DynamicTypeIdentifier: Hashable, Sendable {
    /// The tag's class.
    package var tagClass: UTTagClass
    /// The tag, lowercased.
    package var tag: String
    /// The identifier of the type the dynamic type conforms to, lowercased.
    package var conformsTo: String

    /// The domain prefix and encoding mark every identifier of this encoding starts with.
    package static let prefix = "dyn.c"

    /// A dynamic identifier for a tag; nil when the tag or the parent identifier is empty.
    package init?(tagClass: UTTagClass, tag: String, conformsTo: String) {
        guard !tag.isEmpty, !conformsTo.isEmpty, !tagClass.rawValue.isEmpty else { return nil }
        self.tagClass = tagClass
        self.tag = tagClass.normalize(tag)
        self.conformsTo = conformsTo.lowercased()
    }

    /// Decodes an identifier; nil when it is not a canonical identifier of this encoding.
    package init?(identifier: String) {
        let lowered = identifier.lowercased()
        guard lowered.hasPrefix(Self.prefix),
              let bytes = Base32.decode(lowered.dropFirst(Self.prefix.count)),
              let payload = String(validating: bytes, as: UTF8.self)
        else { return nil }
        // Split by Unicode scalars, not Characters: a tag may end in a scalar that joins the following `;`
        // or `=` into one grapheme cluster (U+0605 is such a "prepend" scalar).
        var fields: [(String, String)] = []
        for field in payload.unicodeScalars.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Self.unescape(String(String.UnicodeScalarView(parts[1]))) else {
                return nil
            }
            fields.append((String(String.UnicodeScalarView(parts[0])), value))
        }
        let keys = fields.map(\.0)
        let tagClass: UTTagClass
        let tag: String
        switch keys {
        case ["e", "c"]: (tagClass, tag) = (.filenameExtension, fields[0].1)
        case ["m", "c"]: (tagClass, tag) = (.mimeType, fields[0].1)
        case ["k", "v", "c"]: (tagClass, tag) = (UTTagClass(rawValue: fields[0].1), fields[1].1)
        default: return nil
        }
        guard let decoded = DynamicTypeIdentifier(tagClass: tagClass, tag: tag, conformsTo: fields.last?.1 ?? ""),
              decoded.identifier == lowered
        else { return nil }
        self = decoded
    }

    /// The identifier: `dyn.c` and the base-32 payload.
    package var identifier: String {
        var fields: [String]
        switch tagClass {
        case .filenameExtension: fields = ["e=" + Self.escape(tag)]
        case .mimeType: fields = ["m=" + Self.escape(tag)]
        default: fields = ["k=" + Self.escape(tagClass.rawValue), "v=" + Self.escape(tag)]
        }
        fields.append("c=" + Self.escape(conformsTo))
        return Self.prefix + Base32.encode(Array(fields.joined(separator: ";").utf8))
    }

    private static func escape(_ value: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": result.append(contentsOf: "%25".unicodeScalars)
            case ";": result.append(contentsOf: "%3B".unicodeScalars)
            case "=": result.append(contentsOf: "%3D".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static func unescape(_ value: String) -> String? {
        var result = String.UnicodeScalarView()
        var rest = value.unicodeScalars[...]
        while let percent = rest.firstIndex(of: "%") {
            result.append(contentsOf: rest[..<percent])
            switch String(String.UnicodeScalarView(rest[percent...].prefix(3))) {
            case "%25": result.append("%")
            case "%3B": result.append(";")
            case "%3D": result.append("=")
            default: return nil
            }
            rest = rest[percent...].dropFirst(3)
        }
        result.append(contentsOf: rest)
        return String(result)
    }
}
