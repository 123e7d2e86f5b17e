@testable import Adapters
import Foundation
import Testing

/// The zip reader's limits: what a hostile archive tries, and the real archives it must still read.
@Suite struct ZipArchiveTests {
    @Test func readsTheEntriesOfARealFocalboardArchive() throws {
        let data = try fixtureData("Focalboard/templates.boardarchive")
        let archive = try ZipArchive(data: data, name: "templates.boardarchive")
        #expect(archive.entries.map(\.path) == [
            "version.json", "bcm39o11e4ib8tye8mt6iyuec9o/board.jsonl", "bd65qbzuqupfztpg31dgwgwm5ga/board.jsonl",
        ])
        #expect(try archive.contents(of: "bcm39o11e4ib8tye8mt6iyuec9o/board.jsonl") == fixtureData("Focalboard/company-goals.jsonl"))
        #expect(try archive.contents(of: "version.json") == Data(#"{"version":2,"date":1643788318636}"#.utf8))
    }

    @Test(arguments: ["../evil.json", "boards/../../evil.json", "/etc/passwd", "..\\evil.json", "C:evil.json", "a\\..\\..\\b"])
    func refusesAPathThatEscapes(path: String) throws {
        let data = try ZipTestArchive.make([.file("version.json", "{}"), .file(path, "{}")])
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "hostile.zip") }
        #expect(error.code == .unexpectedContent)
        #expect(error.input == "hostile.zip")
        #expect(error.location == "entry '\(path)'")
        #expect(error.message.hasPrefix("unsafe path"))
    }

    @Test func refusesASymbolicLink() throws {
        let data = try ZipTestArchive.make([
            .file("data.json", "[]"), ZipTestArchive.Entry(path: "files/1", data: Data("/etc/passwd".utf8), type: .symlink),
        ])
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "link.zip") }
        #expect(error.code == .unexpectedContent)
        #expect(error.location == "entry 'files/1'")
        #expect(error.message.contains("symbolic link"))
    }

    @Test func refusesMoreEntriesThanTheLimit() throws {
        let data = try ZipTestArchive.make((1...6).map { .file("files/\($0)", "x") })
        let limits = ArchiveLimits(maximumEntries: 5)
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "many.zip", limits: limits) }
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("more than 5 entries"))
        #expect(try ZipArchive(data: data, name: "many.zip", limits: ArchiveLimits(maximumEntries: 6)).entries.count == 6)
    }

    @Test func refusesAnEntryLargerThanThePerEntryLimit() throws {
        let data = try ZipTestArchive.make([.file("small", "ok"), .file("big", String(repeating: "a", count: 2000))])
        let limits = ArchiveLimits(maximumEntryBytes: 1000)
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "big.zip", limits: limits) }
        #expect(error.code == .limitExceeded)
        #expect(error.location == "entry 'big'")
        #expect(error.message == "the entry declares more than 1000 bytes")
    }

    @Test func refusesEntriesLargerTogetherThanTheTotalLimit() throws {
        let data = try ZipTestArchive.make([
            .file("a", String(repeating: "a", count: 600)), .file("b", String(repeating: "b", count: 600)),
        ])
        let limits = ArchiveLimits(maximumTotalBytes: 1000)
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "two.zip", limits: limits) }
        #expect(error.code == .limitExceeded)
        #expect(error.location == "entry 'b'")
        #expect(error.message == "the entries declare more than 1000 bytes in all")
    }

    @Test func refusesACompressionBomb() throws {
        // 32 MiB of zeros deflate to about 32 KiB: a ratio near 1,000.
        let data = try ZipTestArchive.make([
            .file("data.json", "[]"), ZipTestArchive.Entry(path: "files/1", data: Data(count: 32 << 20)),
        ])
        #expect(data.count < 200_000)
        let error = try #require(throws: AdapterError.self) { try ZipArchive(data: data, name: "bomb.zip") }
        #expect(error.code == .limitExceeded)
        #expect(error.location == "entry 'files/1'")
        #expect(error.message.contains("compression ratio above 200"))
    }

    @Test func stopsAnEntryThatInflatesPastWhatTheArchiveDeclares() throws {
        // The directory says 100 bytes; the deflated entry holds 4,000: inflating must stop at the lie.
        let honest = try ZipTestArchive.make([.file("data.json", String(repeating: "x", count: 4000))])
        let lying = ZipTestArchive.declaringUncompressedSize(100, in: honest)
        let archive = try ZipArchive(data: lying, name: "lying.zip")
        #expect(archive.entries.first?.declaredSize == 100)
        let error = try #require(throws: AdapterError.self) { try archive.contents(of: "data.json") }
        #expect(error.code == .limitExceeded)
        #expect(error.input == "lying.zip")
        #expect(error.location == "entry 'data.json'")
        #expect(error.message.contains("more than the 100 bytes"))
    }

    @Test func refusesBytesThatAreNotAZipArchive() throws {
        let error = try #require(throws: AdapterError.self) {
            try ZipArchive(data: Data("PK\u{3}\u{4} not really".utf8), name: "broken.zip")
        }
        #expect(error.code == .malformedInput)
        #expect(error.input == "broken.zip")
    }

    @Test func anArchiveWhoseDirectoryPointsPastItsEndIsAnErrorNotACrash() throws {
        // Found by FuzzFocalboard: through ZIPFoundation's in-memory stream this input trapped the process.
        let data = try fixtureData("Focalboard/fuzz-directory-past-end.boardarchive")
        // Before the fix the process trapped here; now the broken directory reads short or fails as an AdapterError.
        let outcome = Result { () throws -> Int in
            let archive = try ZipArchive(data: data, name: "fuzz.boardarchive")
            for entry in archive.entries where !entry.isDirectory { _ = try archive.contents(of: entry.path) }
            return archive.entries.count
        }
        switch outcome {
        case .success(let count): #expect(count < 3)
        case .failure(let error): #expect(error is AdapterError)
        }
    }

    @Test func namesAMissingEntry() throws {
        let archive = try ZipArchive(data: try ZipTestArchive.make([.file("VERSION", "v1")]), name: "export.zip")
        let error = try #require(throws: AdapterError.self) { try archive.contents(of: "data.json") }
        #expect(error.code == .unexpectedContent)
        #expect(error.location == "entry 'data.json'")
    }
}
