import Foundation
import Testing
@testable import UniformTypes

/// How the freedesktop shared-mime-info database maps onto declarations.
@Suite("The freedesktop MIME database in the registry")
struct SharedMIMEInfoTests {
    /// A registry with Apple's types and the machine's MIME database, made once for the suite.
    static let withDatabase = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
    static let appleOnly = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)

    private func type(mime: String, in registry: TypeRegistry = withDatabase) -> UTType? {
        registry.types(tag: mime, tagClass: .mimeType, conformingTo: nil).first
    }

    @Test("text/xml, an alias, finds the same type as application/xml")
    func aliasFindsCanonicalType() throws {
        #expect(UTType(mimeType: "text/xml") == UTType(mimeType: "application/xml"))
        #expect(UTType(mimeType: "application/xml") == .xml)
        // A freedesktop-only type's alias finds it too.
        let docbook = try #require(type(mime: "application/x-docbook+xml"))
        #expect(type(mime: "application/docbook+xml") == docbook)
        #expect(type(mime: "application/vnd.oasis.docbook+xml") == docbook)
    }

    @Test("public.html does not conform to public.plain-text, though text/html is a text/plain")
    func appleConformanceWins() {
        let registry = Self.withDatabase
        #expect(registry.mimeType("text/html", isA: "text/plain"))
        #expect(!registry.conforms("public.html", to: "public.plain-text"))
        #expect(!UTType.html.conforms(to: .plainText))
    }

    @Test("every Apple type conforms exactly as without the database, and keeps its tag lookups")
    func everyAppleTypeUnchanged() {
        let with = Self.withDatabase, without = Self.appleOnly
        for declaration in without.declarations {
            let key = declaration.identifier.lowercased()
            #expect(with.supertypeKeys(of: key) == without.supertypeKeys(of: key), "\(declaration.identifier)")
            #expect(with.declaration(forIdentifier: key)?.conformsTo == declaration.conformsTo)
            for (tagClass, tags) in declaration.tags {
                #expect(with.declaration(forIdentifier: key)?.tags[tagClass]?.first == tags.first, "\(declaration.identifier)")
                for tag in tags {
                    #expect(
                        with.types(tag: tag, tagClass: tagClass, conformingTo: nil).first?.identifier
                            == without.types(tag: tag, tagClass: tagClass, conformingTo: nil).first?.identifier,
                        "\(tagClass) \(tag)")
                }
            }
        }
    }

    @Test("every MIME type in the database finds a type; an alias finds its MIME type's, unless Apple names it")
    func everyMIMETypeFindsAType() {
        let registry = Self.withDatabase
        let database = registry.state.withLock { $0.mimeDatabase }
        for (type, entry) in database.entries {
            let found = self.type(mime: type)
            #expect(found != nil, "\(type)")
            if let apple = self.type(mime: type, in: Self.appleOnly) {
                #expect(found?.identifier == apple.identifier, "\(type)")
            }
            for alias in entry.aliases {
                // Where Apple itself carries the alias on another type, Apple's answer stands.
                let expected = self.type(mime: alias, in: Self.appleOnly)?.identifier ?? found?.identifier
                #expect(self.type(mime: alias)?.identifier == expected, "\(alias) → \(type)")
            }
        }
    }

    @Test("a freedesktop-only type: identifier, extensions main glob first, aliases, description, parents")
    func freedesktopOnlyType() throws {
        let docbook = try #require(type(mime: "application/x-docbook+xml"))
        #expect(docbook.identifier == "org.freedesktop.mime.application.x-docbook-xml")
        #expect(docbook.declaration?.kind == .imported)
        #expect(docbook.preferredMIMEType == "application/x-docbook+xml")
        #expect(docbook.tags[.mimeType] == ["application/x-docbook+xml", "application/docbook+xml", "application/vnd.oasis.docbook+xml"])
        #expect(docbook.tags[.filenameExtension] == ["dbk", "docbook"])
        #expect(docbook.preferredFilenameExtension == "dbk")
        #expect(docbook.localizedDescription == "DocBook document")
        // sub-class-of application/xml, which Apple's public.xml carries.
        #expect(docbook.declaration?.conformsTo == ["public.xml"])
        #expect(docbook.conforms(to: .xml))
        #expect(docbook.conforms(to: .data))
        #expect(!docbook.conforms(to: .plainText))
    }

    @Test("only simple *.ext globs become extensions")
    func onlySimpleGlobs() throws {
        // application/x-sharedlib has *.so and *.so.[0-9]*; text/x-makefile has only non-simple globs.
        let sharedLibrary = try #require(type(mime: "application/x-sharedlib"))
        let extensions = sharedLibrary.tags[.filenameExtension] ?? []
        #expect(extensions.contains("so"))
        #expect(!extensions.contains { $0.contains("[") || $0.contains("*") })
        let makefile = try #require(type(mime: "text/x-makefile"))
        #expect(!(makefile.tags[.filenameExtension] ?? []).contains { $0.contains("*") || $0.contains("[") })
    }

    @Test("defaults: text/* without parents is plain text, image/* an image, inode/* never data")
    func defaultParents() throws {
        let gcode = try #require(type(mime: "text/x-gcode-gx"))
        #expect(gcode.conforms(to: .plainText))
        let directory = try #require(type(mime: "inode/directory"))
        #expect(directory.conforms(to: .directory))
        #expect(!directory.conforms(to: .data))
        let database = Self.withDatabase.state.withLock { $0.mimeDatabase }
        var derived = 0
        for type in database.entries.keys {
            let found = try #require(self.type(mime: type))
            guard found.identifier.hasPrefix("org.freedesktop.mime.") else { continue }
            derived += 1
            #expect(found.conforms(to: .data) == !type.hasPrefix("inode/"), "\(type) → \(found.identifier)")
            if type.hasPrefix("image/"), found.identifier.hasPrefix("org.freedesktop.") {
                #expect(found.conforms(to: .image), "\(type)")
            }
        }
        #expect(derived > database.entries.count / 2)
    }

    @Test("identifiers are org.freedesktop.mime. and the MIME type in lower case, other characters as -")
    func identifierScheme() {
        #expect(TypeRegistry.identifier(forMIMEType: "image/x-MS-bmp") == "org.freedesktop.mime.image.x-ms-bmp")
        #expect(TypeRegistry.identifier(forMIMEType: "application/vnd.ms-visio.drawing.main+xml")
            == "org.freedesktop.mime.application.vnd.ms-visio.drawing.main-xml")
        #expect(TypeRegistry.identifier(forMIMEType: "application/x_y") == "org.freedesktop.mime.application.x-y")
    }

    @Test("a package file adds types, aliases and globs, and a later one takes precedence")
    func loadAnotherFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        let first = directory.appendingPathComponent("cards.xml")
        try package("""
            <mime-type type="application/x-cardport-board">
              <comment>Cardport board</comment>
              <comment xml:lang="de">Cardport-Tafel</comment>
              <sub-class-of type="text/xml"/>
              <alias type="application/vnd.cardport.board"/>
              <glob pattern="*.cardboard"/>
              <glob pattern="*.cbd"/>
              <glob pattern="board-*.txt"/>
            </mime-type>
            """).write(to: first)
        try registry.registerSharedMIMEInfo(contentsOf: first)
        let board = try #require(type(mime: "application/vnd.cardport.board", in: registry))
        #expect(board.identifier == "org.freedesktop.mime.application.x-cardport-board")
        #expect(board.tags[.filenameExtension] == ["cardboard", "cbd"])
        #expect(board.localizedDescription == "Cardport board")
        #expect(board.conforms(to: .xml))
        #expect(registry.mimeType("application/vnd.cardport.board", isA: "text/xml"))
        #expect(registry.mimeType("application/x-cardport-board", isA: "text/xml"))
        // Without the freedesktop database text/xml is no alias of application/xml, for GLib as here.
        #expect(!registry.mimeType("application/x-cardport-board", isA: "application/xml"))

        let second = directory.appendingPathComponent("override.xml")
        try package("""
            <mime-type type="application/x-cardport-board">
              <comment>Board of cards</comment>
              <glob-deleteall/>
              <glob pattern="*.board"/>
            </mime-type>
            """).write(to: second)
        try registry.registerSharedMIMEInfo(contentsOf: second)
        let updated = try #require(type(mime: "application/x-cardport-board", in: registry))
        #expect(updated.localizedDescription == "Board of cards")
        #expect(updated.tags[.filenameExtension] == ["board"])
        #expect(registry.types(tag: "cbd", tagClass: .filenameExtension, conformingTo: nil).isEmpty)
        #expect(registry.sharedMIMEInfoFiles == [first.path, second.path])
    }

    @Test("directories: the XDG order, the first directory takes precedence, Override.xml last")
    func directoryPrecedence() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let user = root.appendingPathComponent("home/mime"), system = root.appendingPathComponent("system/mime")
        for directory in [user, system] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("packages"), withIntermediateDirectories: true)
        }
        try package(#"<mime-type type="application/x-a"><comment>system</comment><alias type="application/x-shared-alias"/></mime-type><mime-type type="application/x-b"/>"#)
            .write(to: system.appendingPathComponent("packages/a.xml"))
        try package(#"<mime-type type="application/x-b"><alias type="application/x-shared-alias"/></mime-type>"#)
            .write(to: user.appendingPathComponent("packages/b.xml"))
        try package(#"<mime-type type="application/x-a"><comment>override</comment></mime-type>"#)
            .write(to: user.appendingPathComponent("packages/Override.xml"))
        try package(#"<mime-type type="application/x-a"><comment>user</comment></mime-type>"#)
            .write(to: user.appendingPathComponent("packages/z.xml"))
        try Data("<mime-info".utf8).write(to: user.appendingPathComponent("packages/broken.xml"))

        let registry = TypeRegistry()
        let problems = registry.registerSharedMIMEInfo(directories: [user, system, root.appendingPathComponent("missing")])
        #expect(problems.count == 1)
        #expect(problems.first?.file?.hasSuffix("broken.xml") == true)
        #expect(problems.first?.code == .malformedDeclarationFile)
        #expect(registry.sharedMIMEInfoProblems == problems)
        #expect(registry.mimeType("application/x-shared-alias", isA: "application/x-b"))
        #expect(!registry.mimeType("application/x-shared-alias", isA: "application/x-a"))
        #expect(type(mime: "application/x-a", in: registry)?.localizedDescription == "override")
    }

    @Test("the XDG directories come from XDG_DATA_HOME and XDG_DATA_DIRS, with the spec's defaults")
    func xdgDirectories() {
        let explicit = TypeRegistry.sharedMIMEInfoDirectories(environment: [
            "XDG_DATA_HOME": "/home/u/data", "XDG_DATA_DIRS": "/opt/share:/usr/share", "HOME": "/home/u",
        ])
        #expect(explicit.map(\.path) == ["/home/u/data/mime", "/opt/share/mime", "/usr/share/mime"])
        let defaults = TypeRegistry.sharedMIMEInfoDirectories(environment: ["HOME": "/home/u"])
        #expect(defaults.map(\.path) == ["/home/u/.local/share/mime", "/usr/local/share/mime", "/usr/share/mime"])
    }

    @Test("opting out: the parameter, and CARDPORT_SHARED_MIME_INFO=0 for the shared registry")
    func optOut() {
        #expect(Self.appleOnly.declarations.allSatisfy { !$0.identifier.hasPrefix("org.freedesktop.mime.") })
        #expect(Self.appleOnly.sharedMIMEInfoFiles.isEmpty)
        #expect(Self.appleOnly.types(tag: "application/x-docbook+xml", tagClass: .mimeType, conformingTo: nil).isEmpty)
        #expect(!Self.appleOnly.mimeType("application/x-docbook+xml", isA: "application/xml"))
        #expect(Self.withDatabase.mimeType("application/x-docbook+xml", isA: "application/xml"))
        #expect(!TypeRegistry.sharedReadsMIMEInfo(environment: ["CARDPORT_SHARED_MIME_INFO": "0"]))
        #expect(TypeRegistry.sharedReadsMIMEInfo(environment: [:]))
        #expect(TypeRegistry.sharedReadsMIMEInfo(environment: ["CARDPORT_SHARED_MIME_INFO": "1"]))
        #if os(Linux)
        #expect(TypeRegistry.shared.sharedMIMEInfoFiles.isEmpty
            == (ProcessInfo.processInfo.environment["CARDPORT_SHARED_MIME_INFO"] == "0"))
        #endif
    }

    @Test("a malformed package file is an error naming the file and line, and changes nothing")
    func malformedFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        let before = registry.declarations
        let broken = directory.appendingPathComponent("broken.xml")
        try Data("<mime-info xmlns=\"\(SharedMIMEInfoFile.namespace)\">\n<mime-type type=\"a/b\">\n</mime-info>".utf8).write(to: broken)
        let error = try #require(throws: TypeRegistryError.self) { try registry.registerSharedMIMEInfo(contentsOf: broken) }
        #expect(error.code == .malformedDeclarationFile)
        #expect(error.file == broken.path)
        #expect(error.location?.hasPrefix("3:") == true)
        let untyped = directory.appendingPathComponent("untyped.xml")
        try package("<mime-type>\n</mime-type>").write(to: untyped)
        let missingType = try #require(throws: TypeRegistryError.self) { try registry.registerSharedMIMEInfo(contentsOf: untyped) }
        #expect(missingType.location == "3")
        let wrongRoot = directory.appendingPathComponent("wrong.xml")
        try Data("<types/>".utf8).write(to: wrongRoot)
        #expect(throws: TypeRegistryError.self) { try registry.registerSharedMIMEInfo(contentsOf: wrongRoot) }
        #expect(registry.declarations == before)
    }

    private func package(_ body: String) -> Data {
        Data("<?xml version=\"1.0\"?>\n<mime-info xmlns=\"\(SharedMIMEInfoFile.namespace)\">\n\(body)\n</mime-info>\n".utf8)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-mime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
