import Foundation

/// Reading the freedesktop.org shared-mime-info database into a registry.
///
/// How the database maps onto declarations:
/// - A MIME type (or one of its aliases) that a declared type already carries joins that type: the type gains
///   the MIME type, its aliases and its simple globs as tags, where no declared type carried those tags before,
///   after its own tags (so its preferred tags stay its own), and the description when it had none. Its
///   conformance is not touched: Apple's types conform exactly as Apple declares them.
/// - A MIME type that no declared type carries joins Apple's type for the same thing, so that a file has one
///   type whichever way it is asked (`text/x-csrc` is `public.c-source`, as `*.c` is): the declared type that
///   carries its main glob's extension, when no other MIME type of the database claims that extension (as
///   written: `*.C` is C++'s) unless it is of the same family (one inherits from the other), and both are text or
///   both are not (the MIME type is, or inherits from, `text/plain` exactly when the declared type
///   conforms to `public.text`); and `inode/directory` joins `public.folder`, `application/x-executable`
///   `public.unix-executable`.
/// - Any other MIME type becomes an imported declaration whose identifier is
///   ``identifier(forMIMEType:)``, with the MIME type then its aliases as MIME tags, the extensions of its
///   simple `*.ext` globs (main glob first) and its untranslated `<comment>` as description. It conforms to
///   the types of its `sub-class-of` parents, plus:
///   - `text/*` without parents: `public.plain-text` (the database says every `text/*` is `text/plain`);
///   - `image/*`, `audio/*`, `video/*`, `font/*`, `model/*`: `public.image`, `public.audio`,
///     `public.movie`, `public.font`, `public.3d-content`, unless a parent already leads there;
///   - `inode/directory` → `public.directory`, `inode/symlink` → `public.symlink`,
///     `inode/mount-point` → `public.volume`, other `inode/*` → `public.item`;
///   - every type but `inode/*`: `public.data`, unless a parent already leads there.
///   A parent that would close a cycle is left out.
extension TypeRegistry {
    /// Creates a registry with Apple's system types and, optionally, the freedesktop MIME database.
    /// - Parameters:
    ///   - systemDeclarations: whether to add Apple's system types (``registerSystemDeclarations()``).
    ///   - sharedMIMEInfo: whether to read the shared-mime-info database from ``sharedMIMEInfoDirectories``.
    ///     Files that cannot be read are skipped and listed in ``sharedMIMEInfoProblems``.
    public convenience init(systemDeclarations: Bool, sharedMIMEInfo: Bool) {
        self.init()
        if systemDeclarations { registerSystemDeclarations() }
        if sharedMIMEInfo { registerSharedMIMEInfo(directories: Self.sharedMIMEInfoDirectories) }
    }

    /// The `mime` directories of the XDG base directories, highest precedence first:
    /// `$XDG_DATA_HOME/mime` (default `~/.local/share/mime`), then `mime` in each of `$XDG_DATA_DIRS`
    /// (default `/usr/local/share:/usr/share`). Read from the environment each time it is asked for.
    public static var sharedMIMEInfoDirectories: [URL] {
        sharedMIMEInfoDirectories(environment: ProcessInfo.processInfo.environment)
    }

    /// The `mime` directories for an environment (see ``sharedMIMEInfoDirectories``).
    static func sharedMIMEInfoDirectories(environment: [String: String]) -> [URL] {
        var bases: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            bases.append(home)
        } else if let home = environment["HOME"], !home.isEmpty {
            bases.append(home + "/.local/share")
        }
        let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share/:/usr/share/"
        bases += dataDirs.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        var seen: Set<String> = []
        return bases.compactMap { base in
            let url = URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("mime", isDirectory: true)
            return seen.insert(url.standardizedFileURL.path).inserted ? url : nil
        }
    }

    /// Whether ``shared`` reads the MIME database in this environment: yes unless
    /// `CARDPORT_SHARED_MIME_INFO` is `0`.
    static func sharedReadsMIMEInfo(environment: [String: String]) -> Bool {
        environment["CARDPORT_SHARED_MIME_INFO"] != "0"
    }

    /// The identifier a MIME type that no declared type carries gets: `org.freedesktop.mime.` followed by the
    /// MIME type in lower case, its `/` written as `.`, and every character other than `a`–`z`, `0`–`9`, `-`
    /// and `.` written as `-`. `image/x-MS-bmp` → `org.freedesktop.mime.image.x-ms-bmp`,
    /// `application/vnd.ms-visio.drawing.main+xml` → `org.freedesktop.mime.application.vnd.ms-visio.drawing.main-xml`.
    ///
    /// MIME types that come out the same (they differ only in case or in such characters) share one type.
    public static func identifier(forMIMEType mimeType: String) -> String {
        let body = mimeType.lowercased().unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "0"..."9", "-", ".": Character(scalar)
            case "/": "."
            default: "-"
            }
        }
        return sharedMIMEInfoDomain + String(body)
    }

    /// The identifier domain of the types made from the freedesktop database: `org.freedesktop.mime.`.
    static let sharedMIMEInfoDomain = "org.freedesktop.mime."

    /// Reads the shared-mime-info package files (`packages/*.xml`) of these `mime` directories, given highest
    /// precedence first, as the specification orders them: directories are read lowest precedence first,
    /// files in a directory in name order with `Override.xml` last, and what is read later takes precedence.
    ///
    /// Safe to call from any thread; the registry changes in one step when the files have been read.
    /// - Returns: the problems met: a file that cannot be read or is malformed is skipped whole; a directory
    ///   that does not exist is not a problem.
    @discardableResult
    public func registerSharedMIMEInfo(directories: [URL]) -> [TypeRegistryError] {
        var files: [SharedMIMEInfoFile] = []
        var problems: [TypeRegistryError] = []
        for url in Self.sharedMIMEInfoPackageFiles(directories: directories) {
            do {
                files.append(try SharedMIMEInfoFile(contentsOf: url))
            } catch let error as TypeRegistryError {
                problems.append(error)
            } catch {
                problems.append(TypeRegistryError(code: .malformedDeclarationFile, message: "\(error)", file: url.path))
            }
        }
        register(files, problems: problems)
        return problems
    }

    /// Reads the package files a snapshot holds, as ``registerSharedMIMEInfo(directories:)`` reads them from XML.
    ///
    /// When the registry holds exactly what the snapshot's database was applied to (the system types), the
    /// declarations are taken from the snapshot as they are, and its package files are decoded only when the
    /// database is first needed (see `State.readPendingMIMEFiles()`); otherwise they are read and applied now.
    func registerSharedMIMEInfo(_ snapshot: SharedMIMEInfoSnapshot) {
        let appliedInPlace = state.withLock { state -> Bool in
            guard let applied = snapshot.applied, state.mimeDatabase.isEmpty, state.pendingMIMEFiles == nil,
                  state.declarations.count == applied.baseCount,
                  applied.joined.allSatisfy({ state.declarations[$0.key] == $0.original }),
                  applied.derived.allSatisfy({ state.declarations[Self.key($0.identifier)] == nil })
            else { return false }
            var contributions = MIMEContributions()
            for joined in applied.joined {
                Self.setDeclaration(joined.modified, forKey: joined.key, in: &state)
                contributions.joined[joined.key] = JoinedDeclaration(original: joined.original, modified: joined.modified)
            }
            for declaration in applied.derived {
                let key = Self.key(declaration.identifier)
                Self.setDeclaration(declaration, forKey: key, in: &state)
                contributions.derived[key] = declaration
            }
            state.mimeDatabase.contributions = contributions
            state.pendingMIMEFiles = snapshot
            state.supertypeCache.removeAll(keepingCapacity: true)
            return true
        }
        guard !appliedInPlace else { return }
        register(snapshot.files ?? [], problems: [])
    }

    /// What applying these package files changes in a registry of the system types, in the order it changes
    /// it: what a snapshot records so that a registry can take it as it is.
    static func applied(_ files: [SharedMIMEInfoFile]) -> SharedMIMEInfoSnapshot.Applied {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        let baseCount = registry.state.withLock { $0.declarations.count }
        registry.register(files, problems: [])
        return registry.state.withLock { state in
            let contributions = state.mimeDatabase.contributions
            return SharedMIMEInfoSnapshot.Applied(
                baseCount: baseCount,
                joined: contributions.joined.sorted { $0.key < $1.key }.map {
                    (key: $0.key, original: $0.value.original, modified: $0.value.modified)
                },
                derived: contributions.derived.sorted { state.order[$0.key, default: 0] < state.order[$1.key, default: 0] }
                    .map(\.value))
        }
    }

    /// The package files (`packages/*.xml`) of these `mime` directories, given highest precedence first, in the
    /// order they are read: directories lowest precedence first, files in a directory in name order with
    /// `Override.xml` last.
    static func sharedMIMEInfoPackageFiles(directories: [URL]) -> [URL] {
        directories.reversed().flatMap { directory -> [URL] in
            let packages = directory.appendingPathComponent("packages", isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: packages.path) else { return [] }
            return names.filter { $0.hasSuffix(".xml") }.sorted { a, b in
                (a == "Override.xml" ? 1 : 0, a) < (b == "Override.xml" ? 1 : 0, b)
            }.map { packages.appendingPathComponent($0) }
        }
    }

    /// Merges read package files, in order, and applies the database to the declarations, in one step.
    private func register(_ files: [SharedMIMEInfoFile], problems: [TypeRegistryError]) {
        state.withLock { state in
            state.readPendingMIMEFiles()
            for file in files { state.mimeDatabase.merge(file) }
            state.mimeDatabase.problems += problems
            Self.applyMIMEDatabase(to: &state)
        }
    }

    /// Reads one more shared-mime-info package file, taking precedence over everything read before it.
    ///
    /// Safe to call from any thread.
    /// - Throws: ``TypeRegistryError`` with code `malformedDeclarationFile`, naming the file and the line,
    ///   when it cannot be read or is not a shared-mime-info package; the registry is then unchanged.
    public func registerSharedMIMEInfo(contentsOf url: URL) throws {
        let file = try SharedMIMEInfoFile(contentsOf: url)
        state.withLock { state in
            state.readPendingMIMEFiles()
            state.mimeDatabase.merge(file)
            Self.applyMIMEDatabase(to: &state)
        }
    }

    /// The shared-mime-info package files read so far, in the order read.
    public var sharedMIMEInfoFiles: [String] {
        state.withLock { state in
            state.readPendingMIMEFiles()
            return state.mimeDatabase.files
        }
    }

    /// The canonical MIME types of the database read so far (aliases left out), in byte order.
    public var sharedMIMEInfoTypes: [String] {
        state.withLock { state in
            state.readPendingMIMEFiles()
            return state.mimeDatabase.entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    /// The package files that ``registerSharedMIMEInfo(directories:)`` (and so ``shared``) skipped.
    public var sharedMIMEInfoProblems: [TypeRegistryError] {
        state.withLock { state in
            state.readPendingMIMEFiles()
            return state.mimeDatabase.problems
        }
    }
}

// MARK: - Applying the database to the declarations

extension TypeRegistry {
    /// One declaration being made from the database.
    private struct Draft {
        var identifier: String
        var mimeTypes: [String]
        var extensions: [String]
        var description: String?
        /// Canonical MIME types of the database entries merged into it; the first is its own.
        var sources: [String]
    }

    /// Replaces what the database contributed before by what it contributes now.
    private static func applyMIMEDatabase(to state: inout State) {
        undoMIMEContributions(in: &state)
        let database = state.mimeDatabase
        let base = state
        var contributions = MIMEContributions()

        // Which type each canonical MIME type belongs to.
        var identifierForMIME: [String: String] = [:]
        var drafts: [String: Draft] = [:]
        var draftOrder: [String] = []
        var joinedAdditions: [String: [UTTagClass: [String]]] = [:]
        var joinedDescriptions: [String: String] = [:]
        // Which database types claim each extension (as written: `*.C` is C++, `*.c` C), to join by extension
        // only where one type, or one family of types (`text/x-python3` is a `text/x-python`), does.
        var claimants: [String: [String]] = [:]
        for (type, entry) in database.entries {
            for ext in Set(entry.filenameExtensions) { claimants[ext, default: []].append(type) }
        }
        var relations = database
        func appleType(for type: String, _ entry: MIMETypeEntry) -> String? {
            if let key = appleEquivalents[type.lowercased()], base.declarations[key] != nil { return key }
            guard let main = entry.filenameExtensions.first,
                  claimants[main, default: []].allSatisfy({ relations.isA($0, type) || relations.isA(type, $0) }),
                  let key = bestCarrier(ofFilenameExtension: main, in: base),
                  !key.hasPrefix(sharedMIMEInfoDomain)
            else { return nil }
            // Text goes to text and data to data: `*.ts` is a transport stream to Apple, and stays apart from
            // the Qt translations that also claim it.
            let isText = relations.isA(type, "text/plain")
            return reaches(key, "public.text", in: base) == isText ? key : nil
        }
        for type in database.entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let entry = database.entries[type] else { continue }
            let names = [type] + entry.aliases
            if let carrier = names.lazy.compactMap({ bestCarrier(ofMIMEType: $0, in: base) }).first
                ?? appleType(for: type, entry) {
                identifierForMIME[type] = carrier
                var added = joinedAdditions[carrier, default: [:]]
                for name in names where !carries(name, .mimeType, in: base) {
                    added[.mimeType, default: []].append(name)
                }
                for ext in entry.filenameExtensions where !carries(ext, .filenameExtension, in: base) {
                    added[.filenameExtension, default: []].append(ext)
                }
                joinedAdditions[carrier] = added
                if let comment = entry.comment, joinedDescriptions[carrier] == nil { joinedDescriptions[carrier] = comment }
                continue
            }
            let identifier = identifier(forMIMEType: type)
            let key = identifier.lowercased()
            if base.declarations[key] != nil {
                // Someone else declared this identifier: the MIME type joins their type.
                identifierForMIME[type] = key
                var added = joinedAdditions[key, default: [:]]
                added[.mimeType, default: []] += names.filter { !carries($0, .mimeType, in: base) }
                joinedAdditions[key] = added
                continue
            }
            identifierForMIME[type] = key
            if drafts[key] == nil {
                drafts[key] = Draft(identifier: identifier, mimeTypes: [], extensions: [], description: entry.comment, sources: [])
                draftOrder.append(key)
            }
            drafts[key]?.sources.append(type)
            for name in names where !(drafts[key]?.mimeTypes.contains(name) ?? true) { drafts[key]?.mimeTypes.append(name) }
            for ext in entry.filenameExtensions
            where !(drafts[key]?.extensions.contains { $0.lowercased() == ext.lowercased() } ?? true) {
                drafts[key]?.extensions.append(ext)
            }
        }

        // Tags (and a missing description) for the types that MIME types joined.
        for (key, added) in joinedAdditions.sorted(by: { $0.key < $1.key }) {
            guard let original = state.declarations[key] else { continue }
            var modified = original
            for (tagClass, tags) in added {
                var seen = Set(modified.tags[tagClass, default: []].map(tagClass.normalize))
                for tag in tags where seen.insert(tagClass.normalize(tag)).inserted {
                    modified.tags[tagClass, default: []].append(tag)
                }
            }
            if modified.description == nil { modified.description = joinedDescriptions[key] }
            guard modified != original else { continue }
            setDeclaration(modified, forKey: key, in: &state)
            contributions.joined[key] = JoinedDeclaration(original: original, modified: modified)
        }

        // The new declarations, parents first, so that defaults can see where parents lead.
        var inProgress: Set<String> = []
        func finish(_ key: String) {
            guard let draft = drafts[key], contributions.derived[key] == nil, inProgress.insert(key).inserted else { return }
            defer { inProgress.remove(key) }
            var parents: [String] = []
            for source in draft.sources {
                for parent in database.entries[source]?.parents ?? [] {
                    let resolved = database.unalias(parent)
                    guard let parentKey = identifierForMIME[resolved] ?? bestCarrier(ofMIMEType: resolved, in: base) else { continue }
                    if drafts[parentKey] != nil { finish(parentKey) }
                    guard parentKey != key, state.declarations[parentKey] != nil || drafts[parentKey] == nil,
                          !parents.contains(parentKey), !reaches(parentKey, key, in: state)
                    else { continue }
                    parents.append(parentKey)
                }
            }
            let primary = draft.sources[0]
            for fallback in defaultParents(forMIMEType: primary, explicitParents: parents)
            where !parents.contains(fallback) && !parents.contains(where: { reaches($0, fallback, in: state) }) {
                parents.append(fallback)
            }
            let declaration = TypeDeclaration(
                identifier: draft.identifier, kind: .imported,
                conformsTo: parents.map { state.declarations[$0]?.identifier ?? $0 },
                tags: [.mimeType: draft.mimeTypes, .filenameExtension: draft.extensions].filter { !$0.value.isEmpty },
                description: draft.description)
            setDeclaration(declaration, forKey: key, in: &state)
            contributions.derived[key] = declaration
        }
        for key in draftOrder { finish(key) }

        state.mimeDatabase.contributions = contributions
        state.supertypeCache.removeAll(keepingCapacity: true)
    }

    /// Takes back what an earlier application of the database added, where no one has changed it since.
    private static func undoMIMEContributions(in state: inout State) {
        let contributions = state.mimeDatabase.contributions
        for (key, declaration) in contributions.derived where state.declarations[key] == declaration {
            setDeclaration(nil, forKey: key, in: &state)
        }
        for (key, joined) in contributions.joined where state.declarations[key] == joined.modified {
            setDeclaration(joined.original, forKey: key, in: &state)
        }
        state.mimeDatabase.contributions = MIMEContributions()
    }

    /// The parents a database type gets besides its `sub-class-of` ones (see the extension's documentation).
    private static func defaultParents(forMIMEType type: String, explicitParents: [String]) -> [String] {
        let lowered = type.lowercased()
        let media = lowered.split(separator: "/", maxSplits: 1).first.map(String.init) ?? lowered
        if media == "inode" {
            guard explicitParents.isEmpty else { return [] }
            switch lowered {
            case "inode/directory": return ["public.directory"]
            case "inode/symlink": return ["public.symlink"]
            case "inode/mount-point": return ["public.volume"]
            default: return ["public.item"]
            }
        }
        var result: [String] = []
        switch media {
        case "text" where explicitParents.isEmpty: result.append("public.plain-text")
        case "image": result.append("public.image")
        case "audio": result.append("public.audio")
        case "video": result.append("public.movie")
        case "font": result.append("public.font")
        case "model": result.append("public.3d-content")
        default: break
        }
        result.append("public.data")
        return result
    }

    /// Freedesktop MIME types whose Apple type no extension names: the folder and the executable.
    private static let appleEquivalents: [String: String] = [
        "inode/directory": "public.folder",
        "application/x-executable": "public.unix-executable",
    ]

    /// The declared type that tag lookup prefers for a filename extension, as for a MIME type.
    private static func bestCarrier(ofFilenameExtension ext: String, in state: State) -> String? {
        let keys = state.tagIndex[.filenameExtension]?[UTTagClass.filenameExtension.normalize(ext)] ?? []
        return keys.filter { state.declarations[$0] != nil }.min { a, b in
            guard let da = state.declarations[a], let db = state.declarations[b] else { return false }
            if da.kind != db.kind { return da.kind == .exported }
            let pa = a.hasPrefix("public."), pb = b.hasPrefix("public.")
            if pa != pb { return pa }
            return state.order[a, default: 0] < state.order[b, default: 0]
        }
    }

    /// The declared type that tag lookup prefers for a MIME type: exported before imported, `public.*` before
    /// the rest, then registration order (rules 1, 2 and 4 of ``TypeRegistry/types(tag:tagClass:conformingTo:)``).
    private static func bestCarrier(ofMIMEType type: String, in state: State) -> String? {
        let keys = state.tagIndex[.mimeType]?[UTTagClass.mimeType.normalize(type)] ?? []
        return keys.filter { state.declarations[$0] != nil }.min { a, b in
            guard let da = state.declarations[a], let db = state.declarations[b] else { return false }
            if da.kind != db.kind { return da.kind == .exported }
            let pa = a.hasPrefix("public."), pb = b.hasPrefix("public.")
            if pa != pb { return pa }
            return state.order[a, default: 0] < state.order[b, default: 0]
        }
    }

    /// Whether any declared type carries the tag.
    private static func carries(_ tag: String, _ tagClass: UTTagClass, in state: State) -> Bool {
        !(state.tagIndex[tagClass]?[tagClass.normalize(tag)] ?? []).isEmpty
    }

    /// Whether `key` conforms to `target` (both lowercased identifiers) through declared parents.
    private static func reaches(_ key: String, _ target: String, in state: State) -> Bool {
        if key == target { return true }
        var visited: Set<String> = [key]
        var pending = [key]
        while let next = pending.popLast() {
            for parent in state.declarations[next]?.conformsTo ?? [] {
                let parentKey = parent.lowercased()
                if parentKey == target { return true }
                if visited.insert(parentKey).inserted { pending.append(parentKey) }
            }
        }
        return false
    }

    /// Puts a declaration in place of the one under `key` (or removes it, for nil), keeping the tag index
    /// in step. Registration order is kept for a key that was registered before.
    static func setDeclaration(_ declaration: TypeDeclaration?, forKey key: String, in state: inout State) {
        if let old = state.declarations[key] {
            for (tagClass, tags) in old.tags {
                for tag in tags {
                    state.tagIndex[tagClass]?[tagClass.normalize(tag)]?.removeAll { $0 == key }
                }
            }
        }
        state.declarations[key] = declaration
        guard let declaration else { return }
        if state.order[key] == nil { state.order[key] = state.order.count }
        for (tagClass, tags) in declaration.tags {
            for tag in tags {
                state.tagIndex[tagClass, default: [:]][tagClass.normalize(tag), default: []].append(key)
            }
        }
    }
}
