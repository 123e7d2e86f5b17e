import Foundation
import Testing

/// What the command line says when a reader refuses a payload: Cardport's own message with the file and the
/// place, the real reason (a limit crossed and its number, an unsafe entry's name), never libxml2's raw text
/// or the name of a setting the command line has no option for; bad data ends with 65.
@Suite struct ReaderRefusalTests {
    typealias Support = CommandLineSupport

    // MARK: - A zip archive refused for a limit or an unsafe entry

    /// A zip archive of stored entries, each with the size its directory declares (the real size unless given).
    static func zip(_ entries: [(path: String, data: Data, declaredSize: UInt32?)]) -> Data {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        func crc32(_ data: Data) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in data {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        var local: [UInt8] = [], central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.path.utf8), crc = crc32(entry.data), size = UInt32(entry.data.count)
            let offset = UInt32(local.count)
            local += le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc) + le32(size)
                + le32(entry.declaredSize ?? size) + le16(name.count) + le16(0) + name + Array(entry.data)
            central += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc)
                + le32(size) + le32(entry.declaredSize ?? size) + le16(name.count) + le16(0) + le16(0) + le16(0)
                + le16(0) + le32(0) + le32(offset) + name
        }
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
            + le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
        return Data(local + central + end)
    }

    /// Runs `import`, `inspect`, `convert` and a drop on `archive` and expects each to say `reasons`.
    func expectEveryCommandRefuses(_ archive: Data, saying reasons: [String]) throws {
        try Support.withFolder { folder in
            let path = folder.appendingPathComponent("export.zip").path
            try archive.write(to: URL(fileURLWithPath: path))
            let board = folder.appendingPathComponent("board.json").path
            let made = try CardportProcess.run(["import", Support.sample("native-board.json"), "-o", board, "-q"])
            #expect(made.status == 0, "\(made.standardError)")
            let runs = [
                ["import", path, "-o", folder.appendingPathComponent("out.json").path],
                ["inspect", path],
                ["convert", path, "--to", ".md", "-o", folder.appendingPathComponent("out.md").path],
                ["drop", board, "--list", "Ideas To Try", "--item", ".zip=\(path)"],
            ]
            for arguments in runs {
                let result = try CardportProcess.run(arguments)
                #expect(result.status == 65, "\(arguments[0]): \(result.standardError)")
                for reason in reasons {
                    #expect(result.standardError.contains(reason), "\(arguments[0]): \(result.standardError)")
                }
                #expect(!result.standardError.contains("no importer reads"), "\(arguments[0]): \(result.standardError)")
                #expect(!result.standardError.contains("ArchiveLimits"), "\(arguments[0]): \(result.standardError)")
            }
        }
    }

    @Test func anUnsafeEntryIsNamed() throws {
        let archive = Self.zip([
            (path: "data.json", data: Data("[]".utf8), declaredSize: nil),
            (path: "../../escape.txt", data: Data("x".utf8), declaredSize: nil),
        ])
        try expectEveryCommandRefuses(archive, saying: ["'../../escape.txt'", "unsafe path"])
    }

    @Test func aLimitCrossedIsNamedWithItsNumber() throws {
        let archive = Self.zip([(path: "data.json", data: Data("[]".utf8), declaredSize: 300_000_000)])
        try expectEveryCommandRefuses(archive, saying: ["268435456 bytes", "'data.json'"])
    }

    // MARK: - libxml2's own messages

    @Test(arguments: ["outline.opml", "page.html"])
    func aDocumentThatDoesNotDecodeIsCardportsErrorNotLibxml2s(_ name: String) throws {
        try Support.withFolder { folder in
            let markup = name.hasSuffix(".opml")
                ? "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<opml version=\"2.0\"><head/><body>\n<outline text=\"a\"/>\n<outline text=\""
                : "<html><body>\n<p>one</p>\n<p>"
            // UTF-16 with its byte order mark, then a lone high surrogate: the converter fails.
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in markup.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            bytes += [0x00, 0xD8, 0x41, 0x00]
            for unit in (name.hasSuffix(".opml") ? "\"/></body></opml>" : "</p></body></html>").utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = try CardportProcess.run(["import", path, "-o", folder.appendingPathComponent("out.json").path])
            #expect(result.status == 65, "\(result.standardError)")
            #expect(!result.standardError.contains("encoding error :"), "\(result.standardError)")
            #expect(!result.standardError.contains("input conversion failed due to input error\n"))
            #expect(result.standardError.contains("\(path):"), "\(result.standardError)")
            #expect(result.standardError.contains("does not decode"), "\(result.standardError)")
        }
    }

    // MARK: - Limits named as the command line knows them

    @Test func aLimitMessageNamesNoSettingTheCommandLineLacks() throws {
        try Support.withFolder { folder in
            let path = folder.appendingPathComponent("deep.json").path
            try Data((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8)
                .write(to: URL(fileURLWithPath: path))
            let result = try CardportProcess.run(["import", path, "--type", "app.cardport.board", "-o",
                                                  folder.appendingPathComponent("out.json").path])
            #expect(result.status == 65, "\(result.standardError)")
            #expect(!result.standardError.contains("ImportOptions"), "\(result.standardError)")
            #expect(result.standardError.contains("no command-line option raises it"), "\(result.standardError)")
        }
    }
}
