import Foundation

/// Guessing a type from a file name and content, as GLib's `g_content_type_guess` does, from the globs and
/// magic rules of the shared-mime-info database read into the registry.
extension TypeRegistry {
    /// Guesses the type of `data`, named `fileName`, and says why.
    ///
    /// The steps are GLib's (2.74), on the globs and magic rules of the package files read:
    /// 1. A name ending with `/` is `inode/directory`.
    /// 2. The name's last path component is looked up among the globs: a literal glob (`Makefile`) answers
    ///    alone; else the longest matching `*suffix` globs; else `fnmatch` patterns (`README*`). Each step tries
    ///    case-insensitive globs against the lowercased name, then case-sensitive ones (`*.C`) against the name.
    ///    Matches are ordered by weight. Exactly one match is the answer, whatever the bytes say.
    /// 3. The bytes: empty is `application/x-zerosize`; else the first magic rule that matches, in order of
    ///    priority (offsets, ranges, masks and nested matches as the database writes them); else `text/plain`
    ///    when no control characters other than white space and backspace occur in the first 128 bytes (GLib
    ///    looks no further); else unknown. With a file
    ///    name, `application/x-desktop` is taken as `text/plain` (a launcher never hides behind another name).
    /// 4. No glob matched: the bytes' answer, or `application/octet-stream` (uncertain). Several globs matched:
    ///    a magic match of priority 80 or more wins; else the first glob whose type inherits from what the
    ///    bytes say (`mimeType(_:isA:)`); else the first glob (uncertain).
    ///
    /// The bytes are always examined when given, even where the name decides, so that ``ContentTypeGuess``
    /// can say when they disagree. Only the first ``contentSniffingLength`` bytes matter to magic rules, and
    /// the first 128 to the text test; pass what GLib's callers pass (gio reads the first 4096 bytes, or
    /// ``contentSniffingLength`` if that is more). Without a database read, nothing is recognised but empty
    /// content and text. Safe to call from any thread.
    /// - Parameters:
    ///   - data: the content, or nil to guess from the name alone.
    ///   - fileName: a file name or path, or nil.
    public func guessContentType(of data: Data?, fileName: String?) -> ContentTypeGuess {
        let (sniffer, database) = state.withLock { state -> (MIMESniffer, MIMEDatabase) in
            state.readPendingMIMEFiles()
            if state.mimeDatabase.sniffer == nil { state.mimeDatabase.sniffer = MIMESniffer(database: state.mimeDatabase) }
            return (state.mimeDatabase.sniffer!, state.mimeDatabase)
        }
        var relations = database
        func isA(_ type: String, _ supertype: String) -> Bool { relations.isA(type, supertype) }

        func answer(_ mimeType: String, _ basis: ContentTypeGuess.Basis, uncertain: Bool = false,
                    names: [ContentTypeGuess.FileNameMatch] = [], content: ContentTypeGuess.ContentMatch? = nil)
            -> ContentTypeGuess {
            var disagrees = false
            if let content, case .magic = content.rule {
                disagrees = !isA(mimeType, content.mimeType) && !isA(content.mimeType, mimeType)
            }
            let type = self.type(tag: mimeType, tagClass: .mimeType, conformingTo: nil)
                ?? UTType(declaredIdentifier: "public.data", registry: self)
            return ContentTypeGuess(mimeType: mimeType, type: type, isUncertain: uncertain, basis: basis,
                                    fileNameMatches: names, contentMatch: content, contentDisagrees: disagrees)
        }

        if let fileName, fileName.hasSuffix("/") { return answer("inode/directory", .directoryName) }

        var names: [ContentTypeGuess.FileNameMatch] = []
        if let fileName {
            names = sniffer.fileNameMatches(Self.baseName(fileName))
        }

        var content: ContentTypeGuess.ContentMatch?
        if let data {
            if data.isEmpty {
                content = .init(mimeType: "application/x-zerosize", rule: .empty)
            } else {
                content = data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    if let match = sniffer.magicMatch(bytes) {
                        return .init(mimeType: match.mimeType, rule: .magic(priority: match.priority))
                    }
                    return MIMESniffer.looksLikeText(bytes) ? .init(mimeType: "text/plain", rule: .text) : nil
                }
            }
        }
        // What GLib goes on: a launcher is only a launcher under its own name.
        var sniffed = content
        if fileName != nil, sniffed?.mimeType == "application/x-desktop" {
            sniffed = .init(mimeType: "text/plain", rule: .text)
        }

        switch names.count {
        case 1:
            return answer(names[0].mimeType, .fileName, names: names, content: content)
        case 0:
            guard let sniffed else {
                return answer("application/octet-stream", .nothing, uncertain: true, content: content)
            }
            return answer(sniffed.mimeType, .content, names: names, content: content)
        default:
            if let sniffed {
                if sniffed.priority >= 80 { return answer(sniffed.mimeType, .content, names: names, content: content) }
                if let name = names.first(where: { isA($0.mimeType, sniffed.mimeType) }) {
                    return answer(name.mimeType, .fileNameAndContent, names: names, content: content)
                }
            }
            return answer(names[0].mimeType, .fileName, uncertain: true, names: names, content: content)
        }
    }

    /// How many leading bytes the magic rules of the database look at, at most (0 without a database).
    public var contentSniffingLength: Int {
        state.withLock { state in
            state.readPendingMIMEFiles()
            if state.mimeDatabase.sniffer == nil { state.mimeDatabase.sniffer = MIMESniffer(database: state.mimeDatabase) }
            return state.mimeDatabase.sniffer!.maxExtent
        }
    }

    /// The last path component, as `g_path_get_basename` gives it for a name without a trailing `/`.
    static func baseName(_ path: String) -> String {
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }
}
