import Testing

@testable import Adapters

/// The scanner that places CSV errors is fed a file in chunks that end anywhere: what it finds, and where, must
/// not depend on where they end.
@Suite struct CSVStructureScannerTests {
    private static func scan(_ bytes: [UInt8], chunk: Int) -> CSVStructureScanner {
        var scanner = CSVStructureScanner(delimiter: UInt8(ascii: ","))
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            bytes[start..<end].withUnsafeBytes { scanner.scan($0) }
            start = end
        }
        scanner.finish()
        return scanner
    }

    @Test func problemsArePlacedTheSameWhereverChunksEnd() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("plain text that runs on".utf8), Array("é€😀".utf8), [UInt8(ascii: "\"")], [UInt8(ascii: ",")],
            [0x0A], [0x0D, 0x0A], [0x0D], Array("\"quoted, with\nbreak\"\"s\"".utf8), [0xFF], Array("x".utf8),
        ]
        var problems = 0
        for _ in 0..<400 {
            var bytes = Array("Title,Status,Notes\n".utf8)
            for _ in 0..<Int.random(in: 0..<30, using: &generator) {
                // Mostly well-formed rows, now and then a piece that breaks them.
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    bytes += pieces.randomElement(using: &generator)!
                } else {
                    bytes += Array("Card number \(Int.random(in: 0..<1_000_000, using: &generator)),Open,\"a note, long enough to span words\"\n".utf8)
                }
            }
            // A chunk of fewer than eight bytes is read byte by byte, a larger one mostly a word at a time.
            let whole = Self.scan(bytes, chunk: bytes.count)
            for chunk in [1, 7, 9, 16] {
                let other = Self.scan(bytes, chunk: chunk)
                #expect(whole.problem == other.problem, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
                #expect(whole.rowLines == other.rowLines)
                #expect(whole.headerFields == other.headerFields)
            }
            if whole.problem != nil { problems += 1 }
        }
        // Both kinds of input were tried: files that scan clean and files with a problem to place.
        #expect(problems > 20 && problems < 380)
    }

    @Test func problemsAfterLongRunsOfTextArePlacedByCharacter() {
        let run = String(repeating: "text ", count: 9)  // 45 characters
        let invalid = Array("Title,Notes\nA,\"\(run)".utf8) + [0xFF] + Array("\"\n".utf8)
        for chunk in [1, 8, 4096] {
            #expect(Self.scan(invalid, chunk: chunk).problem == .invalidUTF8(line: 2, column: 49))
        }
        let open = Array("Title,Notes\n\(run),\"\(run)\n\(run)é\(run)\n".utf8)
        for chunk in [1, 8, 4096] {
            #expect(Self.scan(open, chunk: chunk).problem == .unterminatedQuote(line: 2, column: 47))
        }
        let ragged = Array("Title,Notes\n\(run)é\(run),\"\(run)\",x\n".utf8)
        for chunk in [1, 8, 4096] {
            #expect(Self.scan(ragged, chunk: chunk).problem == .raggedRow(line: 2, column: 141, found: 3, expected: 2))
        }
    }

    @Test func aRaggedRowAfterLongTextIsPlacedByCharacter() {
        let text = "Title,Status\n\"A long quoted title, with a comma\",Open\nÉtoile filante très lointaine,Done,extra\n"
        let scanner = Self.scan(Array(text.utf8), chunk: 4096)
        #expect(scanner.problem == .raggedRow(line: 3, column: 36, found: 3, expected: 2))
    }
}
