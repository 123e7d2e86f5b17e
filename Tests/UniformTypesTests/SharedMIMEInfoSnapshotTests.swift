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
        #expect(decoded.applied == snapshot.applied)

        let fromXML = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        #expect(fromXML.registerSharedMIMEInfo(directories: directories).isEmpty)
        let fromSnapshot = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromSnapshot.registerSharedMIMEInfo(decoded)

        let xml = fromXML.state.withLock { $0 }
        // The declarations come from the snapshot as applied; its package files are not decoded yet.
        let applied = fromSnapshot.state.withLock { $0 }
        #expect(applied.pendingMIMEFiles != nil)
        #expect(applied.declarations == xml.declarations)
        #expect(applied.order == xml.order)
        #expect(applied.tagIndex == xml.tagIndex)
        #expect(applied.mimeDatabase.contributions == xml.mimeDatabase.contributions)
        // What a user sees: a type the database adds tags to, and the database's types.
        #expect(fromSnapshot.declaration(forIdentifier: "public.png") == fromXML.declaration(forIdentifier: "public.png"))
        #expect(fromSnapshot.sharedMIMEInfoTypes == fromXML.sharedMIMEInfoTypes)
        #expect(fromSnapshot.mimeType("image/svg+xml", isA: "application/xml")
            == fromXML.mimeType("image/svg+xml", isA: "application/xml"))

        let loaded = fromSnapshot.state.withLock { $0 }
        #expect(loaded.pendingMIMEFiles == nil)
        #expect(xml.mimeDatabase.entries.count > 100)
        #expect(loaded.mimeDatabase.entries == xml.mimeDatabase.entries)
        #expect(loaded.mimeDatabase.aliases == xml.mimeDatabase.aliases)
        #expect(loaded.mimeDatabase.readingOrder == xml.mimeDatabase.readingOrder)
        #expect(loaded.mimeDatabase.files == xml.mimeDatabase.files)
        #expect(loaded.declarations == xml.declarations)
    }

    @Test(.enabled(if: !directories.isEmpty, "no shared-mime-info package files on this machine"))
    func threadsThatFirstNeedTheDatabaseTogetherGetOneDatabase() async throws {
        let directories = Self.directories
        let decoded = try #require(SharedMIMEInfoSnapshot(encoded: try SharedMIMEInfoSnapshot(directories: directories).encoded()))
        let fromXML = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromXML.registerSharedMIMEInfo(directories: directories)
        let fromSnapshot = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromSnapshot.registerSharedMIMEInfo(decoded)
        let questions = [("image/svg+xml", "application/xml"), ("text/x-csrc", "text/plain"), ("image/png", "text/plain")]
        let expected = questions.map { fromXML.mimeType($0.0, isA: $0.1) }
        let fileCount = fromXML.sharedMIMEInfoFiles.count
        // Each task is the first to need the database in some interleaving: ancestry, sniffing, the file list.
        let answers = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    switch task % 3 {
                    case 0: return questions.map { fromSnapshot.mimeType($0.0, isA: $0.1) } == expected
                    case 1: return fromSnapshot.contentSniffingLength > 0
                    default: return fromSnapshot.sharedMIMEInfoFiles.count == fileCount
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers == Array(repeating: true, count: 8))
        #expect(fromSnapshot.sharedMIMEInfoTypes == fromXML.sharedMIMEInfoTypes)
    }

    /// A package file that replaces a glob and adds a type, as a user's `~/.local/share/mime` might.
    static let laterPackage = """
        <?xml version="1.0"?>
        <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
          <mime-type type="application/x-cardport-test"><comment>Test</comment><glob pattern="*.cpt"/></mime-type>
          <mime-type type="text/markdown"><glob pattern="*.mdown"/></mime-type>
        </mime-info>
        """

    @Test(.enabled(if: !directories.isEmpty, "no shared-mime-info package files on this machine"))
    func aFileReadAfterTheSnapshotIsAppliedAsAfterTheXML() throws {
        let directories = Self.directories
        let decoded = try #require(SharedMIMEInfoSnapshot(encoded: try SharedMIMEInfoSnapshot(directories: directories).encoded()))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("later-\(UUID().uuidString).xml")
        try Data(Self.laterPackage.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let fromXML = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromXML.registerSharedMIMEInfo(directories: directories)
        try fromXML.registerSharedMIMEInfo(contentsOf: file)
        let fromSnapshot = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        fromSnapshot.registerSharedMIMEInfo(decoded)
        try fromSnapshot.registerSharedMIMEInfo(contentsOf: file)

        #expect(fromSnapshot.declarations == fromXML.declarations)
        #expect(fromSnapshot.sharedMIMEInfoFiles == fromXML.sharedMIMEInfoFiles)
        #expect(fromSnapshot.type(tag: "cpt", tagClass: .filenameExtension, conformingTo: nil)?.identifier
            == "org.freedesktop.mime.application.x-cardport-test")
        #expect(fromSnapshot.declaration(forIdentifier: "net.daringfireball.markdown")?.filenameExtensions.contains("mdown") == true)
    }

    @Test(.enabled(if: !directories.isEmpty, "no shared-mime-info package files on this machine"))
    func aRegistryWithMoreThanTheSystemTypesGetsTheDatabaseApplied() throws {
        let directories = Self.directories
        let decoded = try #require(SharedMIMEInfoSnapshot(encoded: try SharedMIMEInfoSnapshot(directories: directories).encoded()))
        // An app's own type carrying a MIME type the database knows: the database joins it instead of making one.
        let own = TypeDeclaration(
            identifier: "com.example.yaml", kind: .exported, conformsTo: ["public.text"],
            tags: [.mimeType: ["application/x-yaml"]])

        let fromXML = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        try fromXML.register(own)
        fromXML.registerSharedMIMEInfo(directories: directories)
        let fromSnapshot = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        try fromSnapshot.register(own)
        fromSnapshot.registerSharedMIMEInfo(decoded)

        #expect(fromSnapshot.state.withLock { $0.pendingMIMEFiles } == nil)
        #expect(fromSnapshot.declarations == fromXML.declarations)
        #expect(fromSnapshot.declaration(forIdentifier: "com.example.yaml")
            == fromXML.declaration(forIdentifier: "com.example.yaml"))
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
        #expect(SharedMIMEInfoSnapshot(encoded: Array("CPMIME2\n".utf8) + [0x7F]) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mime-none-\(UUID().uuidString)")
        let empty = try SharedMIMEInfoSnapshot(directories: [folder])
        var bytes = empty.encoded()
        #expect(SharedMIMEInfoSnapshot(encoded: bytes) != nil)
        bytes.append(0)
        #expect(SharedMIMEInfoSnapshot(encoded: bytes) == nil)
    }
}
