import Foundation
import Testing

@testable import UniformTypes

/// A registry filled from a snapshot of the shared-mime-info database is the registry reading its XML gives.
@Suite struct SharedMIMEInfoSnapshotTests {
    /// This machine's `mime` directories that hold package files.
    static var directories: [URL] {
        TypeRegistry.sharedMIMEInfoDirectories.filter {
            !TypeRegistry.sharedMIMEInfoPackageFiles(directories: [$0]).isEmpty
        }
    }

    @Test(.enabled(if: !directories.isEmpty, "no shared-mime-info package files on this machine"))
    func theSnapshotGivesTheRegistryTheXMLGives() throws {
        let directories = Self.directories
        let snapshot = try SharedMIMEInfoSnapshot(directories: directories)
        let decoded = try #require(SharedMIMEInfoSnapshot(encoded: snapshot.encoded()))
        #expect(decoded.isCurrent(for: directories))

        let fromXML = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        #expect(fromXML.registerSharedMIMEInfo(directories: directories).isEmpty)
        let fromSnapshot = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromSnapshot.registerSharedMIMEInfo(decoded)

        let xml = fromXML.state.withLock { $0 }
        let loaded = fromSnapshot.state.withLock { $0 }
        #expect(xml.mimeDatabase.entries.count > 100)
        #expect(loaded.declarations == xml.declarations)
        #expect(loaded.order == xml.order)
        #expect(loaded.tagIndex == xml.tagIndex)
        #expect(loaded.mimeDatabase.entries == xml.mimeDatabase.entries)
        #expect(loaded.mimeDatabase.aliases == xml.mimeDatabase.aliases)
        #expect(loaded.mimeDatabase.readingOrder == xml.mimeDatabase.readingOrder)
        #expect(loaded.mimeDatabase.files == xml.mimeDatabase.files)
        // What a user sees: a type the database adds tags to, and the database's types.
        #expect(fromSnapshot.declaration(forIdentifier: "public.png") == fromXML.declaration(forIdentifier: "public.png"))
        #expect(fromSnapshot.sharedMIMEInfoTypes == fromXML.sharedMIMEInfoTypes)
    }

    @Test func aSnapshotOfOtherFilesIsNotCurrent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mime-\(UUID().uuidString)")
        let packages = folder.appendingPathComponent("packages")
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = packages.appendingPathComponent("a.xml")
        try Data("""
            <?xml version="1.0"?>
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
              <mime-type type="application/x-cardport-test"><comment>Test</comment><glob pattern="*.cpt"/></mime-type>
            </mime-info>
            """.utf8).write(to: file)
        let snapshot = try SharedMIMEInfoSnapshot(directories: [folder])
        #expect(snapshot.isCurrent(for: [folder]))
        try Data("<mime-info xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\"/>".utf8).write(to: file)
        #expect(!snapshot.isCurrent(for: [folder]))
        try Data().write(to: packages.appendingPathComponent("b.xml"))
        #expect(!snapshot.isCurrent(for: [folder]))
    }

    @Test func bytesThatAreNotASnapshotAreRefused() throws {
        #expect(SharedMIMEInfoSnapshot(encoded: []) == nil)
        #expect(SharedMIMEInfoSnapshot(encoded: Array("CPMIME1\n".utf8) + [0x7F]) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mime-none-\(UUID().uuidString)")
        let empty = try SharedMIMEInfoSnapshot(directories: [folder])
        var bytes = empty.encoded()
        #expect(SharedMIMEInfoSnapshot(encoded: bytes) != nil)
        bytes.append(0)
        #expect(SharedMIMEInfoSnapshot(encoded: bytes) == nil)
    }
}
