import Foundation
import Testing

@testable import Adapters

/// The streamed HTML import gives the board the tree-based mapping gives, on the fixtures and on generated
/// sloppy pages; documents only a tree can read (Cardport pages, clipboard fragments, UTF-16) are sent to it.
@Suite("HTML → cards, streamed")
struct HTMLStreamingTests {
    private let options = ImportOptions()

    /// The readings of the same bytes — from the tree, streamed on the calling thread, and streamed with the
    /// parse on a thread of its own — which must agree.
    private func expectSameBoard(_ bytes: Data, name: String) throws {
        let input = AdapterInput.data(bytes, name: name)
        let fromTree = Result {
            try HTMLImporter.read(HTMLImporter.parse(bytes, input: input, options: options), input: input)
        }
        for concurrently in [false, true] {
            let streamed = Result {
                try HTMLImporter.stream(bytes, input: input, options: options, concurrently: concurrently)
            }
            switch (fromTree, streamed) {
            case (.success(let fromTree), .success(let streamed)):
                #expect(streamed.board == fromTree.board, "\(name), concurrently: \(concurrently)")
                #expect(streamed.warnings == fromTree.warnings, "\(name), concurrently: \(concurrently)")
            case (.failure(let treeError), .failure(let streamError)):
                #expect("\(streamError)" == "\(treeError)", "\(name), concurrently: \(concurrently)")
            default:
                Issue.record("\(name): the tree gives \(fromTree), the stream (concurrently: \(concurrently)) \(streamed)")
            }
        }
    }

    @Test("every HTML fixture: the streamed board is the tree's (clipboard markers taken out, as they need the tree)")
    func fixtures() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/markup", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }
        #expect(names.count >= 4)
        for name in names.sorted() {
            var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            text = text.replacingOccurrences(of: "<!--StartFragment-->", with: "")
                .replacingOccurrences(of: "<!--EndFragment-->", with: "")
            let bytes = try HTMLImporter.bytes(of: .data(Data(text.utf8), name: name), options: options)
            #expect(!HTMLImporter.needsTree(bytes), "\(name)")
            try expectSameBoard(bytes, name: name)
        }
    }

    @Test("generated sloppy pages: unclosed and stray tags, inline elements around lists, tables, links, scripts")
    func generatedPages() throws {
        var random = SloppyPage(seed: 0xC0FFEE)
        var cards: [Card] = []
        for index in 0..<200 {
            let page = random.page()
            try expectSameBoard(Data(page.utf8), name: "generated-\(index).html")
            if let result = try? HTMLImporter().importBoard(
                from: .data(Data(page.utf8), name: "g.html"), as: .html, options: options) {
                cards += MarkupFixtures.cards(result.board)
            }
        }
        // The pages exercise every mapping: cards with checklists, attachments, Trello sources and notes.
        #expect(cards.count > 200)
        #expect(cards.contains { !$0.checklists.isEmpty })
        #expect(cards.contains { !$0.attachments.isEmpty })
        #expect(cards.contains { $0.source?.system == "trello" })
        #expect(cards.contains { !$0.notes.isEmpty })
    }

    @Test("a page of many chunks parsed on its own thread gives the board and the errors of one parsed in line")
    func concurrentParseOfLargePages() throws {
        // The fixtures' pages (browser and spreadsheet copies, a Wikipedia-style page) one after another.
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/markup", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }
        let bodies = try names.sorted().map { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .replacingOccurrences(of: "<!--StartFragment-->", with: "")
                .replacingOccurrences(of: "<!--EndFragment-->", with: "")
        }
        var page = "<html><head><title>Big page</title></head><body>"
        while page.utf8.count < 600_000 { page += bodies.joined() }
        let board = try HTMLImporter.stream(Data(page.utf8), input: .data(Data(page.utf8), name: "big.html"), options: options).board
        #expect(MarkupFixtures.cards(board).count > 1_000)
        try expectSameBoard(Data(page.utf8), name: "big.html")
        // Errors after the first chunks: nesting over the limit, then binary data, each far into the input.
        let tooDeep = page + String(repeating: "<div>", count: 600) + "deep"
        try expectSameBoard(Data(tooDeep.utf8), name: "too-deep.html")
        var binary = Data(page.utf8)
        binary.append(contentsOf: [0x3C, 0x70, 0x3E, 0x00, 0x01, 0x02])
        try expectSameBoard(binary, name: "binary-tail.html")
        let error = try #require(throws: AdapterError.self) {
            try HTMLImporter.stream(binary, input: .data(binary, name: "binary-tail.html"), options: options, concurrently: true)
        }
        #expect(error.code == .malformedInput)
        #expect("\(error)".contains("binary-tail.html"))
        let deepError = try #require(throws: AdapterError.self) {
            try HTMLImporter.stream(Data(tooDeep.utf8), input: .data(Data(tooDeep.utf8), name: "d.html"), options: options, concurrently: true)
        }
        #expect(deepError.code == .limitExceeded)
    }

    @Test("a page title that comes after the first card still names the first list")
    func lateTitle() throws {
        let html = "<p>first card</p><head><title>  Late   title </title></head><p>second</p>"
        try expectSameBoard(Data(html.utf8), name: "late-title.html")
        let result = try HTMLImporter().importBoard(
            from: .data(Data("<html><head><title> My  page </title></head><body><p>one".utf8), name: "t.html"),
            as: .html, options: options)
        #expect(result.board.lists.map(\.name) == ["My page"])
        #expect(result.board.name == "My page")
    }

    @Test("Cardport pages, clipboard fragments and UTF-16 are read from the tree; other HTML is streamed")
    func routing() {
        #expect(HTMLImporter.needsTree(Data("<div DATA-Cardport-Board data-id=b>".utf8)))
        #expect(HTMLImporter.needsTree(Data("<body><!--StartFragment--><p>x<!--EndFragment-->".utf8)))
        #expect(HTMLImporter.needsTree(Data([0xFF, 0xFE, 0x3C, 0x00])))
        #expect(!HTMLImporter.needsTree(Data("<ul><li>data-cardport <li>board-x<li>-cardport-boar".utf8)))
        #expect(!HTMLImporter.needsTree(Data()))
    }

    @Test("a copied fragment imports only the part between the markers")
    func fragmentStillHonoured() throws {
        let html = "<html><body><p>outside</p><!--StartFragment--><p>inside</p><!--EndFragment--><p>after</p></body></html>"
        let result = try HTMLImporter().importBoard(
            from: .data(Data(html.utf8), name: "clip.html"), as: .html, options: options)
        #expect(MarkupFixtures.cards(result.board).map(\.title) == ["inside"])
    }
}

/// A deterministic generator of small sloppy HTML pages (a 64-bit LCG, so failures reproduce).
private struct SloppyPage {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }

    mutating func words() -> String {
        (0..<(1 + next(4))).map { _ in
            pick(["card", "Task", "café", "&amp;", "&nbsp;", " ", "\n  ", "日本", "x&lt;y", "Name", "title", "&#8212;", "  "])
        }.joined(separator: pick([" ", "", "\t"]))
    }

    mutating func page() -> String {
        var html = pick(["", "<!DOCTYPE html>", "text before<html>", "<HTML>"])
        if next(2) == 0 {
            html += "<head>" + pick(["<title>" + words() + "</title>", "", "<meta charset=utf-8><title>T</title>"])
                + pick(["", "<style>p{}</style>", "<custom-origin>" + words() + "</custom-origin>"]) + "</head>"
        }
        html += pick(["<body>", "", "<BODY class=x>"])
        for _ in 0..<(1 + next(6)) { html += content(depth: 0) }
        html += pick(["", "</body></html>", "</body>trailing<p>after", "</html><p>late"])
        return html
    }

    mutating func content(depth: Int) -> String {
        let choice = depth > 3 ? next(3) : next(20)
        switch choice {
        case 0, 1: return words()
        case 2: return "<br>"
        case 3: return "<p>" + content(depth: depth + 1) + pick(["</p>", ""])
        case 4: return "<div>" + content(depth: depth + 1) + content(depth: depth + 1) + pick(["</div>", ""])
        case 5: return "<span>" + content(depth: depth + 1) + "</span>"
        case 6: return "<b>" + words() + pick(["</b>", "</i>", ""])
        case 7:
            let href = pick(["https://example.com/a", "/relative", "#top", "https://trello.com/c/AbCd1234/1-x",
                             "javascript:alert(1)", "mailto:a@b.c", " http://spaced.example "])
            return "<a href=\"\(href)\">" + content(depth: depth + 1) + "</a>"
        case 8, 9:
            var list = pick(["<ul>", "<OL>", "<menu>"])
            for _ in 0..<(1 + next(4)) {
                list += "<li>" + pick(["", "<input type=checkbox checked> ", "<input type=CHECKBOX>"])
                    + content(depth: depth + 1) + pick(["", "</li>"])
            }
            return list + pick(["</ul>", "</ol>", ""])
        case 10:
            var table = "<table>" + pick(["", "<thead>"])
            table += "<tr>" + (0..<(1 + next(3))).map { _ in self.pick(["<th>", "<td>"]) + self.pick(["Name", "Owner", "Task", "x", ""]) }.joined()
            table += pick(["", "</thead><tbody>"])
            for _ in 0..<next(4) {
                table += "<tr>" + (0..<(1 + next(4))).map { _ in "<td>" + self.content(depth: depth + 2) }.joined()
            }
            return table + pick(["</table>", ""])
        case 11: return "<h\(1 + next(3))>" + content(depth: depth + 1) + pick(["</h1>", "</h2>", ""])
        case 12: return "<script>var s = '<li>no</li>';</script>"
        case 13: return "<!-- note <b>x</b> -->"
        case 14: return "<font>" + content(depth: depth + 1) + "</font>"
        case 15: return "<img alt=\"" + pick(["pic", "", "a&amp;b"]) + "\">"
        case 16: return "<section>" + content(depth: depth + 1) + "</section>"
        case 17: return pick(["</p>", "</li>", "</div>", "</td>", "</ul>"])
        case 18: return "<my-widget>" + content(depth: depth + 1) + "</my-widget>"
        default: return "<td>" + words() + "<tr>" + words()
        }
    }
}
