import Foundation
import UniformTypes

/// What `cardport types show` and `cardport types list` say about one type, as text or as JSON.
///
/// The JSON object's keys are a contract scripts rely on (documented in the README): `identifier`, `kind`
/// (`exported`, `imported` or `dynamic`), `description` (a string or null), `conformsTo` (direct parents, in
/// declaration order), `supertypes` (every type it conforms to, transitively, itself excluded, sorted),
/// `extensions` and `mimeTypes` (tags in preference order).
struct TypeSummary: Encodable {
    var identifier: String
    var kind: String
    var description: String?
    var conformsTo: [String]
    var supertypes: [String]
    var extensions: [String]
    var mimeTypes: [String]

    /// The summary of `type`, read from its registry.
    init(_ type: UTType) {
        identifier = type.identifier
        kind = type.isDynamic ? "dynamic" : (type.declaration?.kind.rawValue ?? "undeclared")
        description = type.localizedDescription
        conformsTo = type.parentIdentifiers
        supertypes = type.supertypes.map(\.identifier).sorted(by: Self.identifierOrder)
        extensions = type.tags[.filenameExtension] ?? []
        mimeTypes = type.tags[.mimeType] ?? []
    }

    /// Identifiers sorted without regard to case, then by spelling, so the order is total and stable.
    static func identifierOrder(_ a: String, _ b: String) -> Bool {
        let (la, lb) = (a.lowercased(), b.lowercased())
        return la != lb ? la < lb : a < b
    }

    private enum CodingKeys: String, CodingKey {
        case identifier, kind, description, conformsTo, supertypes, extensions, mimeTypes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(kind, forKey: .kind)
        try container.encode(description, forKey: .description)  // null when absent: the key is always there
        try container.encode(conformsTo, forKey: .conformsTo)
        try container.encode(supertypes, forKey: .supertypes)
        try container.encode(extensions, forKey: .extensions)
        try container.encode(mimeTypes, forKey: .mimeTypes)
    }

    /// The summary as aligned `label: value` lines; lists are comma-separated, and empty ones say `(none)`.
    /// A description or tag from a declaration file is someone else's text, so every line is made fit for a
    /// terminal (``MessageText/neutral(_:keepingLines:)``).
    var lines: [String] {
        func list(_ values: [String]) -> String { values.isEmpty ? "(none)" : values.joined(separator: ", ") }
        let lines = [
            "identifier:  \(identifier)",
            "kind:        \(kind)",
            "description: \(description ?? "(none)")",
            "conforms to: \(list(conformsTo))",
            "supertypes:  \(list(supertypes))",
            "extensions:  \(list(extensions))",
            "MIME types:  \(list(mimeTypes))",
        ]
        return lines.map { MessageText.neutral($0) }
    }

    /// JSON for a value: pretty-printed, keys in a fixed order, slashes unescaped, ending in a newline.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}
