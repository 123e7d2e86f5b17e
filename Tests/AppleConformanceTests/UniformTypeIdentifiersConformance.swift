// UniformTypeIdentifiers as Apple's documentation shows it, compiled unchanged in the Swift 5 and Swift 6
// language modes (this folder is the sources of both AppleConformanceTests and AppleConformanceSwift5Tests).
// Every public declaration of Apple's framework appears here at least once: UTType's initialisers, members and
// constants, UTTagClass, and the UTAdditions on URL and String.
import Foundation
import Testing
import UniformTypeIdentifiers

extension UTType {
    /// An app's own type, declared as Apple's documentation declares one.
    static let conformanceRecipe = UTType(exportedAs: "com.example.conformance.recipe", conformingTo: .json)
    /// An exported type with no parent given: it conforms to `public.data`.
    static let conformanceArchive = UTType(exportedAs: "com.example.conformance.archive")
    /// Another app's type, imported.
    static let conformanceForeign = UTType(importedAs: "com.example.conformance.foreign", conformingTo: .plainText)
    /// An imported type with no parent given.
    static let conformanceForeignData = UTType(importedAs: "com.example.conformance.foreign-data")
}

/// A model that stores a content type, as document-based apps do.
struct ConformanceAttachment: Codable, Equatable {
    var name: String
    var contentType: UTType
}

@Suite("UniformTypeIdentifiers, as Apple documents it")
struct UniformTypeIdentifiersConformance {
    /// Every type constant Apple's framework declares, with the identifier Apple's documentation gives it.
    static let systemTypes: [(UTType, String)] = [
        (.item, "public.item"), (.content, "public.content"), (.compositeContent, "public.composite-content"),
        (.diskImage, "public.disk-image"), (.data, "public.data"), (.directory, "public.directory"),
        (.resolvable, "com.apple.resolvable"), (.symbolicLink, "public.symlink"), (.executable, "public.executable"),
        (.mountPoint, "com.apple.mount-point"), (.aliasFile, "com.apple.alias-file"),
        (.urlBookmarkData, "com.apple.bookmark"), (.url, "public.url"), (.fileURL, "public.file-url"),
        (.text, "public.text"), (.plainText, "public.plain-text"), (.utf8PlainText, "public.utf8-plain-text"),
        (.utf16ExternalPlainText, "public.utf16-external-plain-text"), (.utf16PlainText, "public.utf16-plain-text"),
        (.delimitedText, "public.delimited-values-text"), (.commaSeparatedText, "public.comma-separated-values-text"),
        (.tabSeparatedText, "public.tab-separated-values-text"),
        (.utf8TabSeparatedText, "public.utf8-tab-separated-values-text"), (.rtf, "public.rtf"),
        (.html, "public.html"), (.xml, "public.xml"), (.yaml, "public.yaml"), (.sourceCode, "public.source-code"),
        (.assemblyLanguageSource, "public.assembly-source"), (.cSource, "public.c-source"),
        (.objectiveCSource, "public.objective-c-source"), (.swiftSource, "public.swift-source"),
        (.cPlusPlusSource, "public.c-plus-plus-source"),
        (.objectiveCPlusPlusSource, "public.objective-c-plus-plus-source"), (.cHeader, "public.c-header"),
        (.cPlusPlusHeader, "public.c-plus-plus-header"), (.script, "public.script"),
        (.appleScript, "com.apple.applescript.text"), (.osaScript, "com.apple.applescript.script"),
        (.osaScriptBundle, "com.apple.applescript.script-bundle"), (.javaScript, "com.netscape.javascript-source"),
        (.shellScript, "public.shell-script"), (.perlScript, "public.perl-script"),
        (.pythonScript, "public.python-script"), (.rubyScript, "public.ruby-script"),
        (.phpScript, "public.php-script"), (.makefile, "public.make-source"), (.json, "public.json"),
        (.propertyList, "com.apple.property-list"), (.xmlPropertyList, "com.apple.xml-property-list"),
        (.binaryPropertyList, "com.apple.binary-property-list"), (.pdf, "com.adobe.pdf"), (.rtfd, "com.apple.rtfd"),
        (.flatRTFD, "com.apple.flat-rtfd"), (.webArchive, "com.apple.webarchive"), (.image, "public.image"),
        (.jpeg, "public.jpeg"), (.tiff, "public.tiff"), (.gif, "com.compuserve.gif"), (.png, "public.png"),
        (.icns, "com.apple.icns"), (.bmp, "com.microsoft.bmp"), (.ico, "com.microsoft.ico"),
        (.rawImage, "public.camera-raw-image"), (.svg, "public.svg-image"), (.livePhoto, "com.apple.live-photo"),
        (.heif, "public.heif"), (.heic, "public.heic"), (.webP, "org.webmproject.webp"),
        (.threeDContent, "public.3d-content"), (.usd, "com.pixar.universal-scene-description"),
        (.usdz, "com.pixar.universal-scene-description-mobile"), (.realityFile, "com.apple.reality"),
        (.sceneKitScene, "com.apple.scenekit.scene"), (.arReferenceObject, "com.apple.arobject"),
        (.audiovisualContent, "public.audiovisual-content"), (.movie, "public.movie"), (.video, "public.video"),
        (.audio, "public.audio"), (.quickTimeMovie, "com.apple.quicktime-movie"), (.mpeg, "public.mpeg"),
        (.mpeg2Video, "public.mpeg-2-video"), (.mpeg2TransportStream, "public.mpeg-2-transport-stream"),
        (.mp3, "public.mp3"), (.mpeg4Movie, "public.mpeg-4"), (.mpeg4Audio, "public.mpeg-4-audio"),
        (.appleProtectedMPEG4Audio, "com.apple.protected-mpeg-4-audio"),
        (.appleProtectedMPEG4Video, "com.apple.protected-mpeg-4-video"), (.avi, "public.avi"),
        (.aiff, "public.aiff-audio"), (.wav, "com.microsoft.waveform-audio"), (.midi, "public.midi-audio"),
        (.playlist, "public.playlist"), (.m3uPlaylist, "public.m3u-playlist"), (.folder, "public.folder"),
        (.volume, "public.volume"), (.package, "com.apple.package"), (.bundle, "com.apple.bundle"),
        (.pluginBundle, "com.apple.plugin"), (.spotlightImporter, "com.apple.metadata-importer"),
        (.quickLookGenerator, "com.apple.quicklook-generator"), (.xpcService, "com.apple.xpc-service"),
        (.framework, "com.apple.framework"), (.application, "com.apple.application"),
        (.applicationBundle, "com.apple.application-bundle"),
        (.applicationExtension, "com.apple.application-and-system-extension"),
        (.unixExecutable, "public.unix-executable"), (.exe, "com.microsoft.windows-executable"),
        (.systemPreferencesPane, "com.apple.systempreference.prefpane"), (.archive, "public.archive"),
        (.gzip, "org.gnu.gnu-zip-archive"), (.bz2, "public.bzip2-archive"), (.zip, "public.zip-archive"),
        (.appleArchive, "com.apple.archive"), (.spreadsheet, "public.spreadsheet"),
        (.presentation, "public.presentation"), (.database, "public.database"), (.message, "public.message"),
        (.contact, "public.contact"), (.vCard, "public.vcard"), (.toDoItem, "public.to-do-item"),
        (.calendarEvent, "public.calendar-event"), (.emailMessage, "public.email-message"),
        (.internetLocation, "com.apple.internet-location"), (.internetShortcut, "com.microsoft.internet-shortcut"),
        (.font, "public.font"), (.bookmark, "public.bookmark"), (.pkcs12, "com.rsa.pkcs-12"),
        (.x509Certificate, "public.x509-certificate"), (.epub, "org.idpf.epub-container"), (.log, "public.log"),
        (.ahap, "com.apple.haptics.ahap"), (.css, "public.css"), (.tarArchive, "public.tar-archive"),
        (.exr, "com.ilm.openexr-image"), (.heics, "public.heics"), (.jpegxl, "public.jpeg-xl"),
        (.dng, "com.adobe.raw-image"),
    ]

    @Test("every system type constant has Apple's identifier and is declared")
    func systemTypeConstants() throws {
        for (type, identifier) in Self.systemTypes {
            #expect(type.identifier == identifier)
            #expect(type.isDeclared, "\(identifier)")
            #expect(!type.isDynamic, "\(identifier)")
            #expect(UTType(identifier) == type, "\(identifier)")
        }
        #expect(Set(Self.systemTypes.map(\.1)).count == Self.systemTypes.count)
    }

    @Test("the conformance Apple documents between system types")
    func systemConformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.image.conforms(to: .data) && UTType.image.conforms(to: .content))
        #expect(UTType.utf8PlainText.isSubtype(of: .plainText))
        #expect(UTType.plainText.isSupertype(of: .utf8PlainText))
        #expect(!UTType.plainText.isSubtype(of: .plainText))
        #expect(UTType.plainText.conforms(to: .plainText))
        #expect(UTType.json.supertypes.contains(.text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.pythonScript.conforms(to: .script))
        #expect(UTType.shellScript.conforms(to: .script))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(UTType.applicationBundle.conforms(to: .bundle))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.heic.conforms(to: .image) && UTType.heics.conforms(to: .image))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.movie.conforms(to: .audiovisualContent))
        #expect(UTType.mp3.conforms(to: .audio))
        #expect(UTType.vCard.conforms(to: .contact))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.css.conforms(to: .text))
        #expect(UTType.tarArchive.conforms(to: .archive))
        #expect(UTType.ahap.conforms(to: .json))
        #expect(UTType.jpegxl.conforms(to: .image) && UTType.dng.conforms(to: .image) && UTType.exr.conforms(to: .image))
        #expect(!UTType.png.conforms(to: .text))
    }

    @Test("types from tags: filename extensions and MIME types, with and without a supertype")
    func typesFromTags() throws {
        let png = try #require(UTType(filenameExtension: "png"))
        #expect(png == .png)
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(mimeType: "text/html", conformingTo: .text) == .html)
        #expect(UTType(tag: "jpeg", tagClass: .filenameExtension, conformingTo: nil) == .jpeg)
        #expect(UTType(tag: "image/gif", tagClass: .mimeType, conformingTo: .image) == .gif)
        #expect(UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: nil).contains(.jpeg))
        #expect(UTType.types(tag: "image/png", tagClass: .mimeType, conformingTo: .image).first == .png)

        // "If no types are known to the system with the specified tag and conformance but the inputs were
        // otherwise valid, a dynamic type may be provided."
        let unknown = try #require(UTType(filenameExtension: "conformance-nothing"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data))
        #expect(unknown.tags[.filenameExtension] == ["conformance-nothing"])
        #expect(UTType(unknown.identifier) == unknown)
        let textual = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(textual.isDynamic && textual.conforms(to: .text) && textual != .png)
    }

    @Test("a type's identifier, tags, description and place among types")
    func members() throws {
        let png = UTType.png
        #expect(png.identifier == "public.png")
        #expect(png.preferredFilenameExtension == "png")
        #expect(png.preferredMIMEType == "image/png")
        #expect(png.tags[.filenameExtension]?.contains("png") == true)
        #expect(png.tags[.mimeType]?.first == "image/png")
        #expect(png.localizedDescription?.isEmpty == false)
        #expect(png.supertypes.isSuperset(of: [.image, .data, .item, .content]))
        #expect(png.isDeclared && png.isPublic && !png.isDynamic)
        let reference: URL? = png.referenceURL
        _ = reference
        #expect(png.description == "public.png")
        #expect(png.debugDescription.contains("public.png"))
        #expect(UTType.item.supertypes.isEmpty)
        #expect(UTType.folder.preferredFilenameExtension == nil)
    }

    @Test("an app's exported and imported types")
    func declaredTypes() {
        #expect(UTType.conformanceRecipe.conforms(to: .json))
        #expect(UTType.conformanceRecipe.isDeclared && !UTType.conformanceRecipe.isPublic)
        #expect(UTType.conformanceArchive.conforms(to: .data))
        #expect(UTType.conformanceForeign.conforms(to: .plainText))
        #expect(UTType.conformanceForeignData.conforms(to: .data))
        #expect(UTType("com.example.conformance.recipe") == .conformanceRecipe)
    }

    @Test("UTType is Hashable, Codable and Sendable")
    func valueConformances() async throws {
        let set: Set<UTType> = [.png, .png, .jpeg]
        #expect(set.count == 2)
        #expect(UTType("PUBLIC.PNG") == .png)
        let attachment = ConformanceAttachment(name: "chart", contentType: .png)
        let data = try JSONEncoder().encode(attachment)
        #expect(try JSONDecoder().decode(ConformanceAttachment.self, from: data) == attachment)
        #expect(String(decoding: data, as: UTF8.self).contains("public.png"))
        let fromAnotherTask = await Task.detached { UTType.pdf.preferredFilenameExtension }.value
        #expect(fromAnotherTask == "pdf")
    }

    @Test("tag classes")
    func tagClasses() {
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
        #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
        #expect(UTTagClass(rawValue: "public.mime-type") == .mimeType)
        let byClass: [UTTagClass: String] = [.filenameExtension: "txt", .mimeType: "text/plain"]
        #expect(byClass[.filenameExtension] == "txt")
    }

    @Test("URL and String complete a file name for a type, keeping an extension that already fits")
    func pathAdditions() {
        let folder = URL(fileURLWithPath: "/tmp/downloads", isDirectory: true)
        #expect(folder.appendingPathComponent("readme", conformingTo: .plainText).lastPathComponent == "readme.txt")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .image).lastPathComponent == "puppy.jpg")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .png).lastPathComponent == "puppy.jpg.png")
        var file = folder
        file.appendPathComponent("report", conformingTo: .pdf)
        #expect(file.lastPathComponent == "report.pdf")
        var page = URL(fileURLWithPath: "/tmp/index")
        page.appendPathExtension(for: .html)
        #expect(page.lastPathComponent == "index.html")
        #expect(URL(fileURLWithPath: "/tmp/data.json").appendingPathExtension(for: .json).lastPathComponent == "data.json")
        #expect("/tmp/notes".appendingPathExtension(for: .plainText) == "/tmp/notes.txt")
        #expect("/tmp".appendingPathComponent("notes", conformingTo: .plainText) == "/tmp/notes.txt")
        #expect("/tmp/photo.jpeg".appendingPathExtension(for: .jpeg) == "/tmp/photo.jpeg")
    }

    @Test("URL and Data come with the import, as with Apple's framework")
    func foundationComesAlong() throws {
        let url = URL(fileURLWithPath: "/tmp/notes.txt")
        #expect(UTType(filenameExtension: url.pathExtension) == .plainText)
        #expect(Data("x".utf8).count == 1)
        #expect(Bundle.main.bundlePath.isEmpty == false)
    }
}
