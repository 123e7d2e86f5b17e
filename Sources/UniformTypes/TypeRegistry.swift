import Foundation
import Locking

/// A set of type declarations that answers conformance and tag questions about them.
///
/// ``shared`` knows Apple's system types and is what ``UTType``'s initializers consult. Separate registries
/// can be made for tests or for an app that wants its own view. Every method is safe to call from any thread:
/// the state sits behind a mutex, and conformance answers are cached until the next registration.
public final class TypeRegistry: Sendable {
    struct State {
        /// Declarations by lowercased identifier.
        var declarations: [String: TypeDeclaration] = [:]
        /// Registration order, by lowercased identifier; decides ties in tag lookup.
        var order: [String: Int] = [:]
        /// Lowercased tag → lowercased identifiers carrying it, per tag class.
        var tagIndex: [UTTagClass: [String: [String]]] = [:]
        /// Lowercased identifier → every lowercased identifier it conforms to, itself excluded.
        var supertypeCache: [String: Set<String>] = [:]
        /// The freedesktop shared-mime-info database read into this registry, if any.
        var mimeDatabase = MIMEDatabase()
        /// A snapshot whose declarations are in but whose package files are not yet merged into
        /// `mimeDatabase`: they are on the first need of the database itself.
        var pendingMIMEFiles: SharedMIMEInfoSnapshot?

        /// Merges the package files of a snapshot taken as applied into `mimeDatabase`, if there is one; every
        /// use of `mimeDatabase` but its contributions comes after this. When the files' bytes do not decode,
        /// the files are read from their paths instead, and those that cannot be are listed as problems.
        mutating func readPendingMIMEFiles() {
            guard let snapshot = pendingMIMEFiles else { return }
            pendingMIMEFiles = nil
            if let files = snapshot.files {
                for file in files { mimeDatabase.merge(file) }
                return
            }
            for stamp in snapshot.stamps {
                do {
                    mimeDatabase.merge(try SharedMIMEInfoFile(contentsOf: URL(fileURLWithPath: stamp.path)))
                } catch let error as TypeRegistryError {
                    mimeDatabase.problems.append(error)
                } catch {
                    mimeDatabase.problems.append(
                        TypeRegistryError(code: .malformedDeclarationFile, message: "\(error)", file: stamp.path))
                }
            }
        }
    }

    let state = Locked(State())

    /// Creates an empty registry: no declarations at all, not even the system types.
    ///
    /// Call ``registerSystemDeclarations()`` to add Apple's system types.
    public init() {}

    /// The registry that ``UTType``'s initializers and constants consult: Apple's system types, the
    /// freedesktop shared-mime-info database on Linux, and whatever the app registers at run time.
    ///
    /// The MIME database is read from the XDG data directories (see ``sharedMIMEInfoDirectories``) unless the
    /// environment variable `CARDPORT_SHARED_MIME_INFO` is `0` when the registry is first used. Package files
    /// that cannot be read are skipped; ``sharedMIMEInfoProblems`` lists them.
    ///
    /// A program that handed it a snapshot of the database (``useSharedMIMEInfoSnapshot(_:)``) before first use
    /// gets the database from the snapshot, without parsing XML, while the package files are those the snapshot
    /// was made from. Nothing is read or decoded before the first use: a program that never asks about types
    /// never builds it.
    public static let shared: TypeRegistry = {
        let start = sharedStart.withLock { $0 }
        #if os(Linux)
        let readsMIMEInfo = sharedReadsMIMEInfo(environment: ProcessInfo.processInfo.environment)
        #else
        let readsMIMEInfo = false
        #endif
        let directories = readsMIMEInfo ? sharedMIMEInfoDirectories : []
        let registry: TypeRegistry
        if readsMIMEInfo, let bytes = start.snapshot?(), let snapshot = SharedMIMEInfoSnapshot(encoded: bytes),
           snapshot.isCurrent(for: directories) {
            registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
            registry.registerSharedMIMEInfo(snapshot)
        } else {
            registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: readsMIMEInfo)
        }
        for declarations in start.declarations {
            registry.registerWhatItAccepts(declarations())
        }
        return registry
    }()

    /// What a program gave ``shared`` to start from, before its first use.
    private struct SharedStart {
        /// The bytes of a snapshot of the shared-mime-info database, made when ``shared`` is first used.
        var snapshot: (@Sendable () -> [UInt8])?
        /// Declarations to register once the system types and the database are in, in the order given.
        var declarations: [@Sendable () -> [TypeDeclaration]] = []
    }

    private static let sharedStart = Locked(SharedStart())

    /// Gives ``shared`` a snapshot of the shared-mime-info database to start from instead of the XML (bytes
    /// `uttypes-generate --shared-mime-info` wrote). Call it before ``shared`` is first used; it is ignored
    /// after, and when the bytes are not a snapshot. A snapshot whose files are not those on disk is not used.
    ///
    /// An executable target that applies the package's `UTTypesPlugin` gets the snapshot of the machine it is
    /// built on as `SharedMIMEInfoSnapshotData.bytes`; handing it over first thing in `main` spares the
    /// program parsing the database's XML (about 90 ms) when it first asks about a type:
    ///
    /// ```swift
    /// TypeRegistry.useSharedMIMEInfoSnapshot(SharedMIMEInfoSnapshotData.bytes)
    /// ```
    ///
    /// The bytes are asked for, and decoded, only when ``shared`` is first used.
    public static func useSharedMIMEInfoSnapshot(_ bytes: @autoclosure @escaping @Sendable () -> [UInt8]) {
        sharedStart.withLock { $0.snapshot = bytes }
    }

    /// Has ``shared`` register these declarations when it is made, after the system types and the database, as
    /// one change (or, should that be refused, each declaration it accepts on its own). Call it before
    /// ``shared`` is first used; it is ignored after.
    ///
    /// A program declares its types this way at start without building the registry: the declarations are
    /// asked for only when ``shared`` is first used. Registering the same declarations again later (the
    /// registration code `uttypes-generate` writes does) finds them there and reports whether they all went in.
    package static func registerInShared(_ declarations: @autoclosure @escaping @Sendable () -> [TypeDeclaration]) {
        sharedStart.withLock { $0.declarations.append(declarations) }
    }

    /// Registers `declarations` as one change or, if that is refused, each one that is accepted on its own.
    private func registerWhatItAccepts(_ declarations: [TypeDeclaration]) {
        do {
            try register(declarations)
        } catch {
            for declaration in declarations { try? register(declaration) }
        }
    }

    // MARK: - Registering

    /// Adds a declaration.
    ///
    /// An exported declaration replaces an imported one of the same identifier; an imported declaration for an
    /// identifier that is already declared is ignored (the existing declaration wins, as on Apple's platforms).
    /// - Throws: ``TypeRegistryError`` with code `duplicateExportedDeclaration` for a second exported
    ///   declaration, `invalidDeclaration` for an empty identifier, one with whitespace, or one in the `dyn.`
    ///   domain (reserved for dynamic types), and `cyclicConformance` when its parents lead back to it.
    ///   Nothing is changed when it throws.
    public func register(_ declaration: TypeDeclaration) throws {
        try register([declaration])
    }

    /// Adds several declarations as one change: either all of them are registered, or none is.
    ///
    /// Declarations may name each other as parents in any order.
    /// - Throws: as ``register(_:)``, for the first declaration that cannot be accepted.
    public func register(_ declarations: [TypeDeclaration]) throws {
        try register(declarations, file: nil, locations: [])
    }

    /// Adds declarations read from a file; an error names the file and the location of the declaration that
    /// caused it (`locations[i]` is where `declarations[i]` came from).
    func register(_ declarations: [TypeDeclaration], file: String?, locations: [String]) throws(TypeRegistryError) {
        func located(_ error: TypeRegistryError, _ index: Int) -> TypeRegistryError {
            var error = error
            error.file = error.file ?? file
            if index < locations.count { error.location = error.location ?? locations[index] }
            return error
        }
        try state.withLock { (state: inout State) throws(TypeRegistryError) in
            // Everything is checked before anything changes, so that a refusal leaves the state as it was without
            // a copy of it: the declaration each identifier ends with, and the identifiers in the order first taken.
            var incoming: [String: TypeDeclaration] = [:]
            var keys: [String] = []
            for (index, declaration) in declarations.enumerated() {
                let key = Self.key(declaration.identifier)
                let takes: Bool
                do throws(TypeRegistryError) {
                    takes = try Self.takes(declaration, key: key, over: incoming[key] ?? state.declarations[key])
                } catch {
                    throw located(error, index)
                }
                if takes, incoming.updateValue(declaration, forKey: key) == nil { keys.append(key) }
            }
            // Types found to lead to no cycle, shared across the declarations: each type is walked once.
            var acyclic: Set<String> = []
            for (index, declaration) in declarations.enumerated() {
                do throws(TypeRegistryError) {
                    try Self.checkAcyclic(Self.key(declaration.identifier), done: &acyclic) {
                        incoming[$0] ?? state.declarations[$0]
                    }
                } catch {
                    throw located(error, index)
                }
            }
            for key in keys { Self.setDeclaration(incoming[key], forKey: key, in: &state) }
            state.supertypeCache.removeAll(keepingCapacity: true)
        }
    }

    /// Registers `declaration` unless its identifier is declared already, as one atomic step.
    ///
    /// An exported declaration still replaces an imported one. Returns whether the registry holds a
    /// declaration of the identifier afterwards.
    func declareIfNeeded(_ declaration: TypeDeclaration) -> Bool {
        state.withLock { state in
            let key = Self.key(declaration.identifier)
            if let existing = state.declarations[key],
               existing.kind == .exported || declaration.kind == .imported {
                return true
            }
            do {
                guard try Self.takes(declaration, key: key, over: state.declarations[key]) else { return true }
                var acyclic: Set<String> = []
                try Self.checkAcyclic(key, done: &acyclic) { $0 == key ? declaration : state.declarations[$0] }
            } catch {
                return false
            }
            Self.setDeclaration(declaration, forKey: key, in: &state)
            state.supertypeCache.removeAll(keepingCapacity: true)
            return true
        }
    }

    /// Whether `declaration` takes its identifier (`key`) from the declaration there, `existing`: an exported
    /// declaration replaces an imported one, an imported one never replaces anything.
    /// - Throws: for an identifier that is empty, has whitespace or is in the `dyn.` domain, a declaration that
    ///   names itself as a parent, and a second exported declaration.
    private static func takes(
        _ declaration: TypeDeclaration, key: String, over existing: TypeDeclaration?
    ) throws(TypeRegistryError) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
            throw TypeRegistryError(
                code: .invalidDeclaration,
                message: "a type identifier must be non-empty and contain no whitespace, got '\(declaration.identifier)'")
        }
        guard !key.hasPrefix("dyn.") else {
            throw TypeRegistryError(
                code: .invalidDeclaration,
                message: "type '\(declaration.identifier)' is in the dyn. domain, which is reserved for dynamic types")
        }
        if declaration.conformsTo.contains(where: { Self.key($0) == key }) {
            throw TypeRegistryError(
                code: .cyclicConformance,
                message: "type '\(declaration.identifier)' names itself as a parent; remove it from its conformsTo")
        }
        guard let existing else { return true }
        switch (existing.kind, declaration.kind) {
        case (.exported, .exported):
            throw TypeRegistryError(
                code: .duplicateExportedDeclaration,
                message: "type '\(declaration.identifier)' is already exported; a type has one owner, so declare it as imported")
        case (_, .imported):
            return false
        case (.imported, .exported):
            return true
        }
    }

    /// Throws when `start` conforms to itself through its parents, `declaration` giving the declaration of a
    /// key. `done` holds the types already known to lead to no cycle, and gains those walked here.
    private static func checkAcyclic(
        _ start: String, done: inout Set<String>, declaration: (String) -> TypeDeclaration?
    ) throws(TypeRegistryError) {
        var visiting: [String] = []
        func visit(_ key: String) throws(TypeRegistryError) {
            if done.contains(key) { return }
            if let index = visiting.firstIndex(of: key) {
                let cycle = (visiting[index...] + [key]).map { declaration($0)?.identifier ?? $0 }
                throw TypeRegistryError(
                    code: .cyclicConformance,
                    message: "type '\(cycle[0])' conforms to itself through its parents "
                        + "(\(cycle.joined(separator: " → "))); remove one of these parents")
            }
            visiting.append(key)
            for parent in declaration(key)?.conformsTo ?? [] {
                try visit(Self.key(parent))
            }
            visiting.removeLast()
            done.insert(key)
        }
        try visit(start)
    }

    /// An identifier (or tag) as the registry keys it: lowercased. The string itself, without a copy, when it is
    /// ASCII with no capital letter, as nearly every identifier and tag is.
    static func key(_ identifier: String) -> String {
        identifier.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? identifier : identifier.lowercased()
    }

    // MARK: - Asking

    /// The declaration for an identifier, compared without regard to case, or nil if none is registered.
    ///
    /// Dynamic types have no declaration.
    public func declaration(forIdentifier identifier: String) -> TypeDeclaration? {
        state.withLock { $0.declarations[Self.key(identifier)] }
    }

    /// Every registered declaration, in registration order.
    public var declarations: [TypeDeclaration] {
        state.withLock { state in
            state.declarations.sorted { state.order[$0.key, default: 0] < state.order[$1.key, default: 0] }.map(\.value)
        }
    }

    /// The type with this identifier (compared without regard to case): a declared type, or a dynamic type
    /// whose `dyn.` identifier decodes and whose parent is declared here. Nil otherwise.
    public func type(withIdentifier identifier: String) -> UTType? {
        if let declaration = declaration(forIdentifier: identifier) {
            return UTType(declaredIdentifier: declaration.identifier, registry: self)
        }
        guard let dynamic = DynamicTypeIdentifier(identifier: identifier),
              declaration(forIdentifier: dynamic.conformsTo) != nil
        else { return nil }
        return UTType(declaredIdentifier: dynamic.identifier, registry: self)
    }

    /// Whether the type `identifier` conforms to `parent`: true when they are the same type, or when `parent`
    /// is reachable through the declared parents of `identifier` (for a dynamic type, its one parent).
    public func conforms(_ identifier: String, to parent: String) -> Bool {
        let key = Self.key(identifier)
        let parentKey = Self.key(parent)
        if key == parentKey { return true }
        return supertypeKeys(of: key).contains(parentKey)
    }

    /// The lowercased identifiers of every type that `key` conforms to, itself excluded. Cached.
    func supertypeKeys(of key: String) -> Set<String> {
        state.withLock { Self.supertypeKeys(of: key, in: &$0) }
    }

    private static func parentKeys(of key: String, in state: State) -> [String] {
        if let declaration = state.declarations[key] {
            return declaration.conformsTo.map(Self.key)
        }
        if let dynamic = DynamicTypeIdentifier(identifier: key) {
            return [dynamic.conformsTo]
        }
        return []
    }

    private static func supertypeKeys(of key: String, in state: inout State) -> Set<String> {
        if let cached = state.supertypeCache[key] { return cached }
        var result: Set<String> = []
        var pending = parentKeys(of: key, in: state)
        while let next = pending.popLast() {
            guard next != key, result.insert(next).inserted else { continue }
            pending.append(contentsOf: parentKeys(of: next, in: state))
        }
        state.supertypeCache[key] = result
        return result
    }

    // MARK: - Tags

    /// The declared types that carry `tag` of `tagClass` and conform to `supertype`, best first.
    ///
    /// The order decides which type a tag means when several carry it:
    /// 1. an exported declaration before an imported one;
    /// 2. then a `public.*` type before any other;
    /// 3. then a declared type before one made from the freedesktop database (`org.freedesktop.mime.*`): the
    ///    database is a fallback for what nobody declared, so an app's or Cardport's own declaration of a
    ///    format (`opml` → `org.opml.opml`) wins over the type guessed from its MIME name;
    /// 4. then a type before every other candidate that conforms to it: when a tag fits a type and its
    ///    subtypes (`plist` fits `com.apple.property-list` and its XML and binary subtypes), the tag alone cannot
    ///    tell the subtypes apart, so the common parent is the answer;
    /// 5. then registration order (the system declarations register in identifier order).
    ///
    /// - Returns: the matches, or an empty array when the tag is empty or no declared type carries it.
    ///   Dynamic types are never in the result.
    public func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        let keys: [String] = state.withLock { state in
            var candidates = (state.tagIndex[tagClass]?[tagClass.normalize(tag)] ?? []).filter { key in
                guard let supertype else { return true }
                return key == supertype.key || Self.supertypeKeys(of: key, in: &state).contains(supertype.key)
            }
            // Rules 1–3 give each candidate a rank (lower is better); rule 5 is registration order.
            func rank(_ key: String) -> [Int] {
                [state.declarations[key]?.kind == .exported ? 0 : 1,
                 key.hasPrefix("public.") ? 0 : 1,
                 key.hasPrefix(Self.sharedMIMEInfoDomain) ? 1 : 0]
            }
            candidates.sort { a, b in
                let ra = rank(a), rb = rank(b)
                if ra != rb { return ra.lexicographicallyPrecedes(rb) }
                return state.order[a, default: 0] < state.order[b, default: 0]
            }
            // Rule 4 inside each run of equal rank: take, in registration order, the first remaining candidate
            // that conforms to no other remaining candidate of the run.
            var ordered: [String] = []
            var start = candidates.startIndex
            while start < candidates.endIndex {
                let runRank = rank(candidates[start])
                var end = start
                while end < candidates.endIndex, rank(candidates[end]) == runRank {
                    end += 1
                }
                var run = Array(candidates[start..<end])
                while !run.isEmpty {
                    let pick = run.firstIndex { key in
                        let supers = Self.supertypeKeys(of: key, in: &state)
                        return !run.contains { $0 != key && supers.contains($0) }
                    } ?? run.startIndex
                    ordered.append(run.remove(at: pick))
                }
                start = end
            }
            return ordered
        }
        return keys.compactMap { type(withIdentifier: $0) }
    }

    /// The type a tag means: the best declared type that carries it and conforms to `supertype` (see
    /// ``types(tag:tagClass:conformingTo:)`` for the order), or else a dynamic type for the tag.
    ///
    /// The dynamic type conforms to `supertype`, or to `public.data` when `supertype` is nil.
    /// - Returns: nil only for an empty tag, or a `supertype` (or `public.data`) this registry does not declare.
    public func type(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> UTType? {
        if let best = types(tag: tag, tagClass: tagClass, conformingTo: supertype).first { return best }
        let parent = supertype?.identifier ?? "public.data"
        guard declaration(forIdentifier: parent) != nil,
              let dynamic = DynamicTypeIdentifier(tagClass: tagClass, tag: tag, conformsTo: parent)
        else { return nil }
        return UTType(declaredIdentifier: dynamic.identifier, registry: self)
    }
}
