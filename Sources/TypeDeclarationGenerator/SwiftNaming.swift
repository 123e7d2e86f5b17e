/// How a type identifier becomes the name of its `UTType` constant.
///
/// The name is the lowerCamelCase of the identifier's last component (`com.example.recipe-card` → `recipeCard`):
/// runs of ASCII letters and digits are words, everything else separates them; the first word starts in lower
/// case (a leading acronym in full: `XMLOutline` → `xmlOutline`), every later word with a capital. A name that
/// would start with a digit gets `type` in front (`3d-scene` → `type3dScene`). When two declarations would get
/// the same name, or a name is taken by `UTType` itself (`json`, `text`, `identifier`…), the name takes in more
/// components from the right until it is free (`com.example.json` → `exampleJson`; `org.a.card` and
/// `org.b.card` → `aCard`, `bCard`); if the whole identifier is not enough, a number is added.
package enum SwiftNaming {
    /// The name derived from the last `count` components of `identifier`, or nil when they hold no letter or digit.
    package static func derivedName(for identifier: String, components count: Int) -> String? {
        let components = identifier.split(separator: ".", omittingEmptySubsequences: true)
        let words = components.suffix(count).flatMap { component in
            component.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        }
        guard let first = words.first else { return nil }
        let name = lowercasedLeadingAcronym(first) + words.dropFirst().map(capitalized).joined()
        return name.first?.isNumber == true ? "type" + capitalized(name) : name
    }

    /// Whether `name` can be a constant's name: ASCII letters, digits and `_`, not starting with a digit, and
    /// not one of ``unusableNames``.
    package static func isUsable(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !unusableNames.contains(name)
    }

    /// The name as it is written in a declaration: in backticks when it is a Swift keyword.
    package static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name for every identifier: the given name where there is one (already checked to be usable and
    /// unique), else a derived one that collides with no other name and with nothing in ``unusableNames``.
    package static func names(for identifiers: [String], given: [String?]) -> [String] {
        let taken = Set(given.compactMap { $0 })
        var counts = identifiers.map { _ in 1 }
        var names: [String?] = given
        while true {
            var changed = false
            var candidates: [Int: String] = [:]
            for index in identifiers.indices where given[index] == nil {
                let limit = componentCount(identifiers[index])
                var count = counts[index]
                var name = derivedName(for: identifiers[index], components: count)
                while count < limit, !(name.map { !unusableNames.contains($0) && !taken.contains($0) } ?? false) {
                    count += 1
                    name = derivedName(for: identifiers[index], components: count)
                }
                if count != counts[index] { counts[index] = count; changed = true }
                candidates[index] = name ?? "type"
            }
            let groups = Dictionary(grouping: candidates, by: \.value).values.map { $0.map(\.key) }
            for members in groups where members.count > 1 {
                for index in members where counts[index] < componentCount(identifiers[index]) {
                    counts[index] += 1
                    changed = true
                }
            }
            if !changed {
                for index in identifiers.indices where given[index] == nil { names[index] = candidates[index] }
                break
            }
        }
        // Still equal (or still unusable) after using every component: number them in declaration order.
        var used = taken
        return identifiers.indices.map { index in
            if let name = given[index] { return name }
            let base = names[index] ?? "type"
            var result = base
            var number = 2
            while used.contains(result) || unusableNames.contains(result) {
                result = base + String(number)
                number += 1
            }
            used.insert(result)
            return result
        }
    }

    /// Names a constant cannot take: every member `UTType` already has (its system type constants, properties
    /// and methods), which a constant of the same name would make ambiguous, and the names that mean something
    /// else after `UTType.` (`self`, `Type`, `Protocol`, `init`).
    package static let unusableNames: Set<String> = [
        "self", "Type", "Protocol", "init",
        // UTType's properties and methods.
        "identifier", "registry", "declaration", "conforms", "isSubtype", "isSupertype", "supertypes", "tags",
        "preferredFilenameExtension", "preferredMIMEType", "localizedDescription", "referenceURL", "isDeclared",
        "isPublic", "isDynamic", "types", "description", "debugDescription", "hashValue", "hash",
        // UTType's system type constants.
        "item", "content", "compositeContent", "diskImage", "data", "directory", "resolvable", "symbolicLink",
        "executable", "mountPoint", "aliasFile", "urlBookmarkData", "url", "fileURL", "text", "plainText",
        "utf8PlainText", "utf16ExternalPlainText", "utf16PlainText", "delimitedText", "commaSeparatedText",
        "tabSeparatedText", "utf8TabSeparatedText", "rtf", "html", "xml", "yaml", "sourceCode",
        "assemblyLanguageSource", "cSource", "objectiveCSource", "swiftSource", "cPlusPlusSource",
        "objectiveCPlusPlusSource", "cHeader", "cPlusPlusHeader", "script", "appleScript", "osaScript",
        "osaScriptBundle", "javaScript", "shellScript", "perlScript", "pythonScript", "rubyScript", "phpScript",
        "makefile", "json", "propertyList", "xmlPropertyList", "binaryPropertyList", "pdf", "rtfd", "flatRTFD",
        "webArchive", "image", "jpeg", "tiff", "gif", "png", "icns", "bmp", "ico", "rawImage", "svg", "livePhoto",
        "heif", "heic", "webP", "threeDContent", "usd", "usdz", "realityFile", "sceneKitScene", "arReferenceObject",
        "audiovisualContent", "movie", "video", "audio", "quickTimeMovie", "mpeg", "mpeg2Video",
        "mpeg2TransportStream", "mp3", "mpeg4Movie", "mpeg4Audio", "appleProtectedMPEG4Audio",
        "appleProtectedMPEG4Video", "avi", "aiff", "wav", "midi", "playlist", "m3uPlaylist", "folder", "volume",
        "package", "bundle", "pluginBundle", "spotlightImporter", "quickLookGenerator", "xpcService", "framework",
        "application", "applicationBundle", "applicationExtension", "unixExecutable", "exe", "systemPreferencesPane",
        "archive", "gzip", "bz2", "zip", "appleArchive", "spreadsheet", "presentation", "database", "message",
        "contact", "vCard", "toDoItem", "calendarEvent", "emailMessage", "internetLocation", "internetShortcut",
        "font", "bookmark", "pkcs12", "x509Certificate", "epub", "log", "markdown", "ahap", "css", "tarArchive",
        "exr", "heics", "jpegxl", "dng", "encode",
        "exportedAs", "importedAs",
    ]

    /// Swift keywords, which a declaration writes in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "super", "throws",
        "true", "try", "_",
    ]

    private static func componentCount(_ identifier: String) -> Int {
        identifier.split(separator: ".", omittingEmptySubsequences: true).count
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasedLeadingAcronym(_ word: String) -> String {
        let upper = word.prefix { $0.isUppercase }.count
        if upper == word.count { return word.lowercased() }
        let lowered = upper > 1 ? upper - 1 : upper
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }
}
