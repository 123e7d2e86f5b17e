import Foundation
import Testing
@testable import UniformTypes

/// `TypeRegistry.mimeType(_:isA:)` against GLib's `g_content_type_is_a` on the same machine's database.
@Suite("MIME-type queries answer as GLib does")
struct MIMETypeQueryTests {
    /// Asks GLib (through the system Python and PyGObject) about every pair of the given names plus every type
    /// GLib knows, and prints GLib's registered types, the names in order, and one line of 0/1 per name.
    private static let oracleScript = """
        registered = sorted(Gio.content_types_get_registered())
        names = sorted(set(asked) | set(registered))
        is_a = Gio.content_type_is_a
        out = [json.dumps(registered), json.dumps(names)]
        for a in names:
            out.append("".join("1" if is_a(a, b) else "0" for b in names))
        sys.stdout.write("\\n".join(out) + "\\n")
        """

    private struct OracleAnswers {
        var registered: [String]
        var names: [String]
        var rows: [[UInt8]]
    }

    private static func askGLib(_ names: [String]) throws -> OracleAnswers {
        let data = try GLibOracle.run(oracleScript, input: try JSONEncoder().encode(names), named: "mime-names")
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { throw GLibOracle.Failure("the GLib oracle printed too little: \(text.prefix(500))") }
        let registered = try JSONDecoder().decode([String].self, from: Data(lines[0].utf8))
        let ordered = try JSONDecoder().decode([String].self, from: Data(lines[1].utf8))
        let rows = lines.dropFirst(2).prefix(ordered.count).map { Array($0.utf8) }
        return OracleAnswers(registered: registered, names: ordered, rows: rows)
    }

    @Test("every pair of MIME types in the database answers as g_content_type_is_a does")
    func everyPairAgreesWithGLib() throws {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
        let database = registry.state.withLock { $0.mimeDatabase }
        try #require(!database.entries.isEmpty, "no shared-mime-info database found in \(TypeRegistry.sharedMIMEInfoDirectories.map(\.path))")
        let media = Set(database.entries.keys.compactMap { $0.split(separator: "/").first.map(String.init) })
        var asked = Set(database.entries.keys).union(database.aliases.keys).union(media.map { "\($0)/*" })
        asked.formUnion([
            "*/*", "text/plain;charset=utf-8", "text/xml; charset=utf-8", "TEXT/PLAIN", "Application/XML",
            "application/x-cardport-unknown", "text/x-cardport-unknown", "inode/x-cardport-unknown",
            "image/*;q=0.5", "text", "plain", "",
        ])
        let oracle = try Self.askGLib(asked.sorted())

        // GLib knows exactly the types the registry read (GLib lists them in lower case).
        #expect(Set(oracle.registered) == Set(database.entries.keys.map { $0.lowercased() }))
        #expect(oracle.rows.count == oracle.names.count)

        var mismatches: [String] = []
        var trueCount = 0
        for (row, a) in zip(oracle.rows, oracle.names) {
            #expect(row.count == oracle.names.count)
            for (answer, b) in zip(row, oracle.names) {
                let glib = answer == UInt8(ascii: "1")
                if glib { trueCount += 1 }
                if registry.mimeType(a, isA: b) != glib {
                    mismatches.append("\(a) isA \(b): GLib says \(glib)")
                }
            }
        }
        #expect(oracle.names.count > 1_000)
        #expect(trueCount > oracle.names.count)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(oracle.names.count * oracle.names.count) answers differ, e.g. \(mismatches.prefix(20))")
    }

    @Test("the implicit rules hold without any database")
    func implicitRulesWithoutDatabase() {
        let registry = TypeRegistry()
        #expect(registry.mimeType("text/x-anything", isA: "text/plain"))
        #expect(registry.mimeType("image/x-anything", isA: "application/octet-stream"))
        #expect(!registry.mimeType("inode/directory", isA: "application/octet-stream"))
        #expect(registry.mimeType("image/png", isA: "image/*"))
        #expect(!registry.mimeType("image/png", isA: "text/*"))
        #expect(registry.mimeType("text/html; charset=utf-8", isA: "text/plain"))
        #expect(!registry.mimeType("text/html; charset=utf-8", isA: "text/html"))
        #expect(!registry.mimeType("text/html", isA: "application/xml"))
    }
}
