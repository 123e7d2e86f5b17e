import Adapters
import Foundation
import Testing
import ZIPFoundation

/// The bundle reader against thousands of damaged and hostile bundles, made from a real one by a seeded random
/// generator (the same inputs every run): it never crashes, never lets a file out of the board's store, and either
/// imports or throws an `AdapterError` naming the input.
@Suite struct CardportBundleFuzzTests {
    static let iterations = 3000
    static let seed: UInt64 = 0x0C4B_D901_2026_1127

    /// Limits small enough that a declared size or an entry count past them is met at once.
    static var options: ImportOptions {
        var options = ImportOptions()
        options.carriesFiles = true
        options.archiveLimits = ArchiveLimits(
            maximumEntries: 64, maximumEntryBytes: 1 << 20, maximumTotalBytes: 4 << 20, ratioThresholdBytes: 64 << 10)
        return options
    }

    @Test func theReaderImportsOrRefusesEveryMutationAndKeepsFilesInTheStore() throws {
        let fixture = try CardportBundleAdapterTests.Fixture()
        defer { fixture.remove() }
        let original = try fixture.bundle()
        let sandbox = fixture.folder.appendingPathComponent("sandbox/inner")
        var generator = SeededGenerator(state: Self.seed)
        var imported = 0
        var refused: [String: Int] = [:]
        for iteration in 0..<Self.iterations {
            let (mutation, input) = try Self.mutate(original, with: &generator, fixture: fixture)
            let name = "fuzz-\(iteration).cardportbundle"
            try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
            do {
                let result = try CardportBundleAdapter().importBoard(
                    from: .data(input, name: name), as: .cardportBundle, options: Self.options)
                let store = AttachmentStore(forBoard: sandbox.appendingPathComponent("board.cardport").path)
                let board = try store.carry(result.board, files: result.files)
                for digest in AttachmentStore.digests(of: board) {
                    #expect(
                        try SHA256Digest.hex(of: Data(contentsOf: URL(fileURLWithPath: store.path(ofDigest: digest)))) == digest,
                        "\(mutation) #\(iteration)")
                }
                imported += 1
            } catch let error as AdapterError {
                #expect(error.input == name, "\(mutation) #\(iteration): \(error)")
                refused["\(mutation): \(error.code)", default: 0] += 1
            } catch {
                Issue.record("\(mutation) #\(iteration): not an AdapterError: \(error)")
            }
            // Nothing but the store's folder, holding only files named by their digest, is ever written.
            let written = try FileManager.default.subpathsOfDirectory(atPath: fixture.folder.appendingPathComponent("sandbox").path)
            for path in written where path != "inner" && path != "inner/board.cardport.files" {
                let parts = path.split(separator: "/")
                #expect(
                    parts.count == 3 && parts[1] == "board.cardport.files" && AttachmentStore.isDigest(String(parts[2])),
                    "\(mutation) #\(iteration) wrote \(path)")
            }
            try FileManager.default.removeItem(at: fixture.folder.appendingPathComponent("sandbox"))
        }
        #expect(imported > 0)
        #expect(refused.values.reduce(0, +) > Self.iterations / 2, "\(refused)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted()
            == ["team.cardport", "team.cardport.files"])
    }

    /// One mutation of `bundle`, named for messages.
    static func mutate(
        _ bundle: Data, with generator: inout SeededGenerator, fixture: CardportBundleAdapterTests.Fixture
    ) throws -> (String, Data) {
        var bytes = [UInt8](bundle)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            }
            return ("byte flips", Data(bytes))
        case 1:
            return ("truncation", Data(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))))
        case 2:
            // An entry's name changed where it appears (local header, directory, or both).
            let names = ["board.cardport", "files/"]
            let name = Array(names.randomElement(using: &generator)!.utf8)
            let replacements: [[UInt8]] = [Array("../".utf8), Array("/".utf8), Array("..\\".utf8), [0], Array("C:".utf8), Array("x".utf8)]
            let replacement = replacements.randomElement(using: &generator)!
            let positions = occurrences(of: name, in: bytes)
            for position in positions where Bool.random(using: &generator) || positions.count == 1 {
                bytes.replaceSubrange(position..<position + replacement.count, with: replacement)
            }
            return ("entry name changed", Data(bytes))
        case 3:
            // A digest in a file's entry name changed, so its bytes no longer match its name.
            let prefix = Array("files/".utf8)
            for position in occurrences(of: prefix, in: bytes) where position + prefix.count + 64 <= bytes.count {
                let at = position + prefix.count + Int.random(in: 0..<64, using: &generator)
                bytes[at] = Array("0123456789abcdef".utf8).randomElement(using: &generator)!
            }
            return ("digest changed", Data(bytes))
        case 4:
            let sizes: [UInt32] = [0xFFFF_FFFF, 0x7FFF_FFFF, 1 << 30, 5 << 20, 0, UInt32.random(in: 0...UInt32.max, using: &generator)]
            return ("huge declared size", ZipTestArchive.declaringUncompressedSize(sizes.randomElement(using: &generator)!, in: bundle))
        case 5:
            // The entry counts and directory offset of the end record.
            if let end = occurrences(of: [0x50, 0x4B, 0x05, 0x06], in: bytes).last, end + 20 <= bytes.count {
                let field = [8, 10, 12, 16].randomElement(using: &generator)!
                bytes[end + field] = UInt8.random(in: 0...255, using: &generator)
                bytes[end + field + 1] = UInt8.random(in: 0...255, using: &generator)
            }
            return ("end record changed", Data(bytes))
        case 6:
            return try hostileArchive(with: &generator, fixture: fixture)
        default:
            var data = bundle
            for _ in 0..<2 { data = try mutate(data, with: &generator, fixture: fixture).1 }
            return ("two mutations", data)
        }
    }

    /// A bundle rebuilt with an entry that climbs out, is absolute, a link, a duplicate, a bomb or a stray.
    static func hostileArchive(
        with generator: inout SeededGenerator, fixture: CardportBundleAdapterTests.Fixture
    ) throws -> (String, Data) {
        let board = try BoardFormat.encode(fixture.board)
        let png = CardportBundleAdapterTests.png
        let digest = SHA256Digest.hex(of: png)
        let valid: [ZipTestArchive.Entry] = [
            .init(path: "board.cardport", data: board),
            .init(path: "files/\(digest)", data: png, compressed: Bool.random(using: &generator)),
        ]
        let hostile: [(String, ZipTestArchive.Entry)] = [
            ("'../' path", .init(path: "../\(digest)", data: png)),
            ("'../' inside files/", .init(path: "files/../../../evil", data: png)),
            ("absolute path", .init(path: "/tmp/evil", data: png)),
            ("backslash path", .init(path: "files\\..\\..\\evil", data: png)),
            ("duplicate board", .init(path: "board.cardport", data: board)),
            ("duplicate file", .init(path: "files/\(digest)", data: png + Data([1]))),
            ("link", .init(path: "files/\(String(repeating: "a", count: 64))", data: Data("/etc/passwd".utf8), type: .symlink)),
            ("bomb", .init(path: "files/\(String(repeating: "b", count: 64))", data: zeros)),
            ("stray entry", .init(path: "README", data: Data("hello".utf8))),
            ("folder", .init(path: "files/sub/", data: Data(), type: .directory)),
        ]
        let (name, entry) = hostile.randomElement(using: &generator)!
        var entries = valid
        entries.insert(entry, at: Int.random(in: 0...entries.count, using: &generator))
        return (name, try ZipTestArchive.make(entries))
    }

    /// 512 KiB of zeros: deflated, a ratio far past the limit once past the threshold.
    static let zeros = Data(count: 512 << 10)

    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= needle.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { start in
            bytes[start] == needle[0] && Array(bytes[start..<start + needle.count]) == needle
        }
    }
}
