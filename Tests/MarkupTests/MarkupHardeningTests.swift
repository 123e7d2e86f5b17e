import Foundation
import Synchronization
import Markup
import Testing

@Suite("Markup: hostile and broken input")
struct MarkupHardeningTests {
    @Test("a document over 10,000,000 bytes parses, from bytes and from a file")
    func largeDocument() throws {
        var xml = "<cards>"
        let card = "<card id=\"c\">A card with some text in it, long enough to add up quickly.</card>\n"
        let count = 10_500_000 / card.utf8.count + 1
        xml.reserveCapacity(count * card.utf8.count + 20)
        for _ in 0..<count { xml += card }
        xml += "</cards>"
        let bytes = Array(xml.utf8)
        #expect(bytes.count > 10_000_000)
        let document = try MarkupDocument(parsingXML: bytes)
        #expect(document.root.childElements.count == count)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-large-\(UUID().uuidString).xml")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try MarkupDocument(contentsOf: url).root.childElements.count == count)
    }

    @Test("an external entity pointing at a local file is never resolved")
    func externalEntityNotResolved() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-xxe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secretFile = directory.appendingPathComponent("secret.txt")
        try Data(secret.utf8).write(to: secretFile)
        let dtdFile = directory.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY leak SYSTEM \"\(secretFile.absoluteString)\">".utf8).write(to: dtdFile)

        let documents = [
            "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(secretFile.absoluteString)\">]><r>&x;</r>",
            "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(secretFile.path)\">]><r a=\"b\">&x;&x;</r>",
            "<!DOCTYPE r [<!ENTITY % p SYSTEM \"\(dtdFile.absoluteString)\"> %p;]><r>&leak;</r>",
            "<!DOCTYPE r SYSTEM \"\(dtdFile.absoluteString)\"><r>&leak;</r>",
        ]
        for xml in documents {
            let file = directory.appendingPathComponent("doc.xml")
            try Data(xml.utf8).write(to: file)
            do {
                let document = try MarkupDocument(contentsOf: file)
                #expect(!document.root.text.contains(secret), "\(xml)")
                #expect(!"\(document)".contains(secret), "\(xml)")
            } catch let error as MarkupError {
                #expect(!error.message.contains(secret), "\(xml)")
            }
        }
    }

    @Test("an entity-expansion bomb fails fast with an entity-expansion error")
    func billionLaughs() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        xml += "<!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
        for level in 2...9 {
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        xml += "]>\n<lolz>&lol9;</lolz>\n"
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: Array(xml.utf8)) }
        #expect(error.code == .entityExpansionLimit)
        #expect(error.line > 0)
        #expect(error.message.localizedCaseInsensitiveContains("entit"))
    }

    @Test("truncated input is a clear error at its end")
    func truncated() throws {
        let xml = "<board>\n  <list>\n    <card>half a car"
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: Array(xml.utf8)) }
        #expect(error.code == .notWellFormed)
        #expect(error.line == 3)
        #expect(!error.message.isEmpty)
    }

    @Test("nesting deeper than the depth limit is a limitExceeded error at the offending tag; at the limit it parses")
    func depthLimit() throws {
        func nested(_ depth: Int) -> [UInt8] {
            Array((String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)).utf8)
        }
        // Found by fuzzing: 100,000 levels used to parse, and walking or printing the tree overflowed the stack.
        let error = try #require(throws: MarkupError.self) {
            _ = try MarkupDocument(parsingXML: nested(100_000), fileName: "deep.xml")
        }
        #expect(error.code == .limitExceeded)
        #expect(error.file == "deep.xml")
        #expect(error.line == 1)
        #expect(error.message.contains("256"))
        let atTheLimit = try MarkupDocument(parsingXML: nested(MarkupLimits.default.maximumDepth))
        var depth = 0
        var element: MarkupElement? = atTheLimit.root
        while let current = element {
            depth += 1
            element = current.childElements.first
        }
        #expect(depth == 256)
        // The limit is the caller's to set.
        #expect(throws: MarkupError.self) { _ = try MarkupDocument(parsingXML: nested(11), limits: MarkupLimits(maximumDepth: 10)) }
        #expect((try? MarkupDocument(parsingXML: nested(10), limits: MarkupLimits(maximumDepth: 10))) != nil)
    }

    @Test("a document of more distinct names than the limit is a limitExceeded error at the element that passes it, XML and HTML")
    func distinctNameLimit() throws {
        // Each line an element with an attribute name of its own: libxml2 keeps every name in a table that stops
        // growing at a few thousand slots, so 100,000 such names took time growing with the square of the count.
        func named(_ count: Int, open: String, close: String) -> [UInt8] {
            Array((open + (0..<count).map { "<item custom\($0)=\"x\"/>\n" }.joined() + close).utf8)
        }
        let xml = try #require(throws: MarkupError.self) {
            _ = try MarkupDocument(parsingXML: named(100_000, open: "<items>\n", close: "</items>"), fileName: "names.xml")
        }
        #expect(xml.code == .limitExceeded)
        #expect(xml.file == "names.xml")
        #expect(xml.message.contains("10000 distinct element and attribute names"))
        // The names counted include the document's own few (items, item), so the refusal comes within a few lines
        // of the 10,000th attribute name.
        #expect((9_990...10_010).contains(xml.line), "line \(xml.line)")
        let html = try #require(throws: MarkupError.self) {
            _ = try MarkupDocument(parsingHTML: named(100_000, open: "<html><body>\n", close: "</body></html>"), fileName: "names.html")
        }
        #expect(html.code == .limitExceeded)
        #expect(html.message.contains("distinct element and attribute names"))
        // Within the limit a document parses whole, and the limit is the caller's to set.
        #expect(try MarkupDocument(parsingXML: named(9_000, open: "<items>", close: "</items>")).root.childElements.count == 9_000)
        let raised = MarkupLimits(maximumDistinctNames: 20_000)
        #expect(try MarkupDocument(parsingXML: named(15_000, open: "<items>", close: "</items>"), limits: raised)
            .root.childElements.count == 15_000)
    }

    @Test("empty input is an empty-document error")
    func empty() throws {
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: [UInt8]()) }
        #expect(error.code == .emptyDocument)
    }

    @Test("binary garbage is a clear error, never a crash")
    func binaryGarbage() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for length in [1, 7, 100, 70_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: bytes) }
            #expect(!error.message.isEmpty)
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        let error = try #require(throws: MarkupError.self) { try MarkupDocument(parsingXML: png) }
        #expect(error.line >= 1)
    }

    @Test("parses run on several threads at once, each with its own result")
    func concurrentParses() throws {
        let inputs: [String] = (0..<16).map { index in
            index % 4 == 3
                ? "<broken index=\"\(index)\">\n<a></b></broken>"
                : "<r index=\"\(index)\">" + String(repeating: "<c/>", count: 2_000 + index) + "</r>"
        }
        let results = Mutex<[Int: Result<Int, MarkupError>]>([:])
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let result: Result<Int, MarkupError>
            do {
                result = .success(try MarkupDocument(parsingXML: Array(inputs[index].utf8)).root.childElements.count)
            } catch let error as MarkupError {
                result = .failure(error)
            } catch {
                result = .failure(MarkupError(code: .notWellFormed, message: "unexpected \(error)"))
            }
            results.withLock { $0[index] = result }
        }
        let collected = results.withLock { $0 }
        for index in inputs.indices {
            switch collected[index] {
            case .success(let count): #expect(index % 4 != 3 && count == 2_000 + index)
            case .failure(let error): #expect(index % 4 == 3 && error.line == 2)
            case nil: Issue.record("no result for input \(index)")
            }
        }
    }
}

/// A small deterministic generator, so the garbage is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
