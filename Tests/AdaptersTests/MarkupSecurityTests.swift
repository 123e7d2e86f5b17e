import Foundation
import Testing

@testable import Adapters

#if canImport(Glibc)
import Glibc
#endif

/// Hostile and broken input through every markup importer: each must refuse it with an ``AdapterError``, never
/// leak a local file, never touch the network, never crash.
@Suite("Markup adapters: hostile and broken input")
struct MarkupSecurityTests {
    /// Every markup importer, with the type it reads and a wrapper that puts some content where the importer
    /// copies it onto the board.
    static let importers: [(any BoardImporter, UTType, @Sendable (String) -> String)] = [
        (BoardXMLImporter(), UTType.cardportBoardXML, {
            "<board xmlns=\"https://cardport.app/xml/board/1\" id=\"b\"><name>\($0)</name></board>"
        }),
        (OPMLImporter(), UTType.opml, { "<opml version=\"2.0\"><head><title>\($0)</title></head><body/></opml>" }),
        (JiraImporter(), UTType.jiraIssueXML, { "<rss><channel><title>\($0)</title></channel></rss>" }),
    ]

    private func run(_ importer: any BoardImporter, _ type: UTType, _ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try importer.importBoard(from: .data(Data(text.utf8), name: "hostile.xml"), as: type, options: options)
    }

    @Test("an external entity pointing at a local file is never resolved, by any importer")
    func externalEntities() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-secret-\(UUID().uuidString).txt")
        try Data(secret.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for (importer, type, wrap) in Self.importers {
            for doctype in [
                "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(file.absoluteString)\">]>",
                "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(file.path)\">]>",
            ] {
                let xml = doctype + wrap("&x;")
                do {
                    let result = try run(importer, type, xml)
                    #expect(!"\(result.board)".contains(secret), "\(importer.name)")
                    #expect(!"\(result.warnings)".contains(secret), "\(importer.name)")
                } catch let error as AdapterError {
                    #expect(!error.description.contains(secret), "\(importer.name)")
                }
            }
        }
        let html = "<!DOCTYPE html SYSTEM \"\(file.absoluteString)\"><p>visible</p><iframe src=\"\(file.absoluteString)\"></iframe>"
        let board = try run(HTMLImporter(), .html, html).board
        #expect(!"\(board)".contains(secret))
    }

    @Test("an entity-expansion bomb fails fast with a limit error that says so, in every XML importer")
    func entityBomb() throws {
        var dtd = "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\">"
        var previous = "a"
        for level in 1...9 {
            dtd += "<!ENTITY e\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
            previous = "e\(level)"
        }
        dtd += "]>"
        for (importer, type, wrap) in Self.importers {
            let error = try #require(throws: AdapterError.self, "\(importer.name)") {
                try run(importer, type, dtd + wrap("&\(previous);"))
            }
            #expect(error.code == .limitExceeded, "\(importer.name)")
            #expect(error.message.localizedCaseInsensitiveContains("entit"), "\(importer.name)")
            #expect(error.input == "hostile.xml")
        }
    }

    @Test("no importer ever opens a network connection")
    func noNetwork() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(bound == 0)
        try #require(listen(listener, 16) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)
        let url = "http://127.0.0.1:\(port)"

        for (importer, type, wrap) in Self.importers {
            let documents = [
                "<!DOCTYPE r SYSTEM \"\(url)/external.dtd\">" + wrap("x"),
                "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(url)/entity.txt\">]>" + wrap("&x;"),
                "<!DOCTYPE r [<!ENTITY % p SYSTEM \"\(url)/parameter.dtd\"> %p;]>" + wrap("x"),
            ]
            for xml in documents { _ = try? run(importer, type, xml) }
        }
        let html = "<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"\(url)/strict.dtd\">"
            + "<link rel=stylesheet href=\"\(url)/a.css\"><img src=\"\(url)/a.png\"><p>x</p>"
        _ = try? run(HTMLImporter(), .html, html)

        // A connection attempt would have completed into the listen backlog by now: parsing is synchronous.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        let accepted = accept(listener, nil, nil)
        if accepted >= 0 { close(accepted) }
        #expect(accepted < 0, "an importer connected to \(url)")
    }

    @Test("input over the size limit is a limit error naming the limit")
    func sizeLimit() throws {
        let options = ImportOptions(maximumInputBytes: 200)
        let filler = String(repeating: "x", count: 1_000)
        for (importer, type, wrap) in Self.importers {
            let error = try #require(throws: AdapterError.self) { try run(importer, type, wrap(filler), options: options) }
            #expect(error.code == .limitExceeded, "\(importer.name)")
            #expect(error.message.contains("200"), "\(importer.name)")
        }
        let error = try #require(throws: AdapterError.self) { try run(HTMLImporter(), .html, "<p>\(filler)</p>", options: options) }
        #expect(error.code == .limitExceeded)
    }

    @Test("nesting over the depth limit is a limit error with the line")
    func depthLimit() throws {
        let options = ImportOptions(maximumDepth: 12)
        let deep = String(repeating: "<outline text=\"x\">\n", count: 30) + String(repeating: "</outline>", count: 30)
        let error = try #require(throws: AdapterError.self) {
            try run(OPMLImporter(), UTType.opml, "<opml version=\"2.0\"><body>\(deep)</body></opml>", options: options)
        }
        #expect(error.code == .limitExceeded)
        #expect(error.location?.hasPrefix("11") == true)
        let html = String(repeating: "<ul><li>", count: 30)
        let htmlError = try #require(throws: AdapterError.self) { try run(HTMLImporter(), .html, html, options: options) }
        #expect(htmlError.code == .limitExceeded)
        // The default options refuse what no real export holds.
        let tooDeep = String(repeating: "<a>", count: 600) + String(repeating: "</a>", count: 600)
        let defaultError = try #require(throws: AdapterError.self) { try run(BoardXMLImporter(), UTType.cardportBoardXML, tooDeep) }
        #expect(defaultError.code == .limitExceeded)
        #expect(defaultError.message.contains("512"))
    }

    @Test("nesting just within the default depth limit imports without exhausting the stack")
    func deepButAllowed() throws {
        let depth = ImportOptions().maximumDepth - 4
        let lists = String(repeating: "<ul><li>level", count: depth / 2)
        let board = try run(HTMLImporter(), .html, lists).board
        #expect(board.lists.first?.cards.first?.checklists.first?.items.count == depth / 2 - 1)
        let divs = String(repeating: "<div><span>", count: depth / 2) + "deep"
        #expect(MarkupFixtures.cards(try run(HTMLImporter(), .html, divs).board).map(\.title) == ["deep"])
        let outline = String(repeating: "<outline text=\"x\">", count: depth) + String(repeating: "</outline>", count: depth)
        let opml = try run(OPMLImporter(), UTType.opml, "<opml version=\"2.0\"><body>\(outline)</body></opml>").board
        #expect(opml.lists.first?.cards.first?.checklists.first?.items.count == depth - 2)
    }

    @Test("truncated input and binary garbage are clear errors, never crashes")
    func brokenInput() throws {
        var state: UInt64 = 0x9E37_79B9
        func nextByte() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let garbage = (0..<5_000).map { _ in nextByte() }
        let all: [(any BoardImporter, UTType, @Sendable (String) -> String)] = Self.importers + [(HTMLImporter(), .html, { @Sendable in $0 })]
        for (importer, type, wrap) in all {
            let garbageError = try #require(throws: AdapterError.self, "\(importer.name)") {
                try importer.importBoard(from: .data(Data(garbage), name: "garbage.bin"), as: type, options: ImportOptions())
            }
            #expect(garbageError.code == .malformedInput, "\(importer.name)")
            #expect(garbageError.input == "garbage.bin")
            #expect(!garbageError.message.isEmpty)
            let empty = try #require(throws: AdapterError.self, "\(importer.name)") {
                try importer.importBoard(from: .data(Data(), name: "empty"), as: type, options: ImportOptions())
            }
            #expect(empty.code == .malformedInput)
        }
        for (importer, type, wrap) in Self.importers {
            let whole = wrap("some text")
            for cut in [whole.count / 3, whole.count / 2, whole.count - 2] {
                let error = try #require(throws: AdapterError.self, "\(importer.name) cut at \(cut)") {
                    try run(importer, type, String(whole.prefix(cut)))
                }
                #expect(error.code == .malformedInput)
                #expect(error.location != nil)
            }
        }
    }
}
