import Foundation
import Testing

@testable import Adapters

@Suite("Text in UTF-16, UTF-32 and Windows-1252, chunk by chunk")
struct TextTranscoderTests {
    /// What `TextTranscoder` makes of `bytes` fed in chunks of `chunk` bytes, or nil when it says they do not decode.
    private func transcoded(_ bytes: [UInt8], from encoding: TextEncoding, chunk: Int) -> String? {
        var transcoder = TextTranscoder(from: encoding)
        var utf8: [UInt8] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            guard bytes[start..<end].withUnsafeBytes({ transcoder.append($0) }) else { return nil }
            utf8 += transcoder.utf8
            start = end
        }
        guard transcoder.finish() else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }

    private func foundation(_ bytes: [UInt8], _ encoding: String.Encoding) -> String? {
        String(data: Data(bytes), encoding: encoding)
    }

    @Test("every Windows-1252 byte reads as Foundation reads it, the five undefined ones not at all")
    func windows1252Bytes() {
        for byte in UInt8.min...UInt8.max {
            #expect(transcoded([0x41, byte], from: .windows1252, chunk: 1) == foundation([0x41, byte], .windowsCP1252), "byte \(byte)")
        }
        #expect(transcoded([0x81], from: .windows1252, chunk: 4) == nil)
    }

    @Test("UTF-16 cut anywhere, through code units and surrogate pairs, reads as Foundation reads it whole")
    func utf16Chunks() {
        let text = "Title,Status\n\"Café 😀, 𝄞\",Doing\nñandú 漢字 🇪🇸,Done\n"
        for (encoding, foundationEncoding) in [(TextEncoding.utf16LittleEndian, String.Encoding.utf16LittleEndian),
                                                (.utf16BigEndian, .utf16BigEndian)] {
            let bytes = Array(text.data(using: foundationEncoding)!)
            for chunk in 1...9 {
                #expect(transcoded(bytes, from: encoding, chunk: chunk) == text, "\(encoding), chunks of \(chunk)")
            }
            // A last odd byte is dropped, as Foundation drops it.
            #expect(transcoded(bytes + [0x41], from: encoding, chunk: 3) == foundation(bytes + [0x41], foundationEncoding))
        }
    }

    @Test("an unpaired surrogate does not decode, wherever it is")
    func unpairedSurrogates() {
        let cases: [[UInt8]] = [
            [0x41, 0x00, 0x00, 0xD8, 0x42, 0x00],  // a high surrogate before a letter
            [0x41, 0x00, 0x00, 0xDC, 0x42, 0x00],  // a low surrogate alone
            [0x41, 0x00, 0x00, 0xD8],  // a high surrogate at the end
        ]
        for bytes in cases {
            #expect(foundation(bytes, .utf16LittleEndian) == nil)
            for chunk in 1...4 { #expect(transcoded(bytes, from: .utf16LittleEndian, chunk: chunk) == nil) }
        }
    }

    @Test("UTF-32 cut anywhere reads as Foundation reads it whole; a surrogate or a value past U+10FFFF does not")
    func utf32Chunks() {
        let text = "Title,Status\n\"Café 😀, 𝄞\",Doing\n"
        for (encoding, foundationEncoding) in [(TextEncoding.utf32LittleEndian, String.Encoding.utf32LittleEndian),
                                                (.utf32BigEndian, .utf32BigEndian)] {
            let bytes = Array(text.data(using: foundationEncoding)!)
            for chunk in 1...9 {
                #expect(transcoded(bytes, from: encoding, chunk: chunk) == text, "\(encoding), chunks of \(chunk)")
            }
        }
        #expect(transcoded([0x41, 0, 0, 0, 0x00, 0xD8, 0, 0], from: .utf32LittleEndian, chunk: 3) == nil)
        #expect(transcoded([0, 0x11, 0, 0], from: .utf32BigEndian, chunk: 2) == nil)
    }

    @Test("a UTF-16 file of several MiB imports as its UTF-8 twin does, and a bad surrogate past the first MiB fails")
    func largeUTF16File() throws {
        var text = "Title,Status,Notes\n"
        for index in 0..<40_000 { text += "Card \(index) 😀,S\(index % 3),\"ñandú\nline \(index)\"\n" }
        let directory = FileManager.default.temporaryDirectory
        let utf8URL = directory.appendingPathComponent("cardport-csv-\(UUID().uuidString).csv")
        let utf16URL = directory.appendingPathComponent("cardport-csv-\(UUID().uuidString).csv")
        defer {
            try? FileManager.default.removeItem(at: utf8URL)
            try? FileManager.default.removeItem(at: utf16URL)
        }
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(text.data(using: .utf16LittleEndian)!)
        #expect(utf16.count > 2 << 20)
        try Data(text.utf8).write(to: utf8URL)
        try utf16.write(to: utf16URL)
        let fromUTF8 = try CSVImporter().importBoard(from: .file(utf8URL), as: .commaSeparatedText, options: ImportOptions())
        let fromUTF16 = try CSVImporter().importBoard(from: .file(utf16URL), as: .commaSeparatedText, options: ImportOptions())
        #expect(fromUTF16.board.lists.map(\.cards.count) == [13_334, 13_333, 13_333])
        #expect(fromUTF16.board.lists.flatMap(\.cards).map(\.title) == fromUTF8.board.lists.flatMap(\.cards).map(\.title))
        #expect(fromUTF16.board.lists.flatMap(\.cards).map(\.notes) == fromUTF8.board.lists.flatMap(\.cards).map(\.notes))

        // A lone low surrogate near the end, in a file whose rows are also ragged earlier: decoding is
        // reported first, as when the file was converted whole before its rows were checked.
        var broken = Data([0xFF, 0xFE])
        broken.append("Title,Status\nA,B,C\n".data(using: .utf16LittleEndian)!)
        broken.append(utf16.dropFirst(2))
        broken.append(contentsOf: [0x00, 0xDC])
        try broken.write(to: utf16URL)
        let error = try #require(throws: AdapterError.self) {
            try CSVImporter().importBoard(from: .file(utf16URL), as: .commaSeparatedText, options: ImportOptions())
        }
        #expect(error.message == "the file does not decode as UTF-16LE at byte \(broken.count - 2)")
        #expect(error.location?.hasSuffix("byte \(broken.count - 2)") == true)
    }

    @Test("a Windows-1252 file whose first accented letter is past the first MiB reads whole, with the warning")
    func largeWindows1252File() throws {
        var text = "Title,Status\n"
        for index in 0..<100_000 { text += "Card \(index),S\(index % 2)\n" }
        text += "Café ñandú,S0\n"
        let data = try #require(text.data(using: .windowsCP1252))
        #expect(data.count > 1 << 20)
        let result = try CSVImporter().importBoard(from: .data(data, name: "t.csv"), as: .commaSeparatedText, options: ImportOptions())
        #expect(result.board.lists.flatMap(\.cards).count == 100_001)
        #expect(result.board.lists.first?.cards.last?.title == "Café ñandú")
        #expect(result.warnings.contains { $0.message.contains("Windows-1252") })
    }
}
