import Foundation
import Synchronization

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
    }

    let state = Mutex(State())

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
    public static let shared: TypeRegistry = {
        #if os(Linux)
        let readsMIMEInfo = sharedReadsMIMEInfo(environment: ProcessInfo.processInfo.environment)
        #else
        let readsMIMEInfo = false
        #endif
        return TypeRegistry(systemDeclarations: true, sharedMIMEInfo: readsMIMEInfo)
    }()

    // MARK: - Registering

    /// Adds a declaration.
    ///
    /// An exported declaration replaces an imported one of the same identifier; an imported declaration for an
    /// identifier that is already declared is ignored (the existing declaration wins, as on Apple's platforms).
    /// - Throws: ``TypeRegistryError`` with code `duplicateExportedDeclaration` for a second exported
    ///   declaration, `invalidDeclaration` for an empty identifier or a type that names itself as a parent,
    ///   and `cyclicConformance` when its parents lead back to it. Nothing is changed when it throws.
    public func register(_ declaration: TypeDeclaration) throws {
        try register([declaration])
    }

    /// Adds several declarations as one change: either all of them are registered, or none is.
    ///
    /// Declarations may name each other as parents in any order.
    /// - Throws: as ``register(_:)``, for the first declaration that cannot be accepted.
    public func register(_ declarations: [TypeDeclaration]) throws {
        try state.withLock { state in
            var next = state
            for declaration in declarations {
                try Self.insert(declaration, into: &next)
            }
            for declaration in declarations {
                try Self.checkAcyclic(declaration.identifier.lowercased(), in: next)
            }
            next.supertypeCache.removeAll(keepingCapacity: true)
            state = next
        }
    }

    private static func insert(_ declaration: TypeDeclaration, into state: inout State) throws {
        let key = declaration.identifier.lowercased()
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
            throw TypeRegistryError(
                code: .invalidDeclaration,
                message: "a type identifier must be non-empty and contain no whitespace, got '\(declaration.identifier)'")
        }
        if declaration.conformsTo.contains(where: { $0.lowercased() == key }) {
            throw TypeRegistryError(
                code: .cyclicConformance,
                message: "type '\(declaration.identifier)' names itself as a parent")
        }
        if let existing = state.declarations[key] {
            switch (existing.kind, declaration.kind) {
            case (.exported, .exported):
                throw TypeRegistryError(
                    code: .duplicateExportedDeclaration,
                    message: "type '\(declaration.identifier)' is already exported; a type has one owner")
            case (_, .imported):
                return
            case (.imported, .exported):
                removeTags(of: existing, key: key, from: &state)
            }
        }
        state.declarations[key] = declaration
        if state.order[key] == nil { state.order[key] = state.order.count }
        for (tagClass, tags) in declaration.tags {
            for tag in tags {
                state.tagIndex[tagClass, default: [:]][tagClass.normalize(tag), default: []].append(key)
            }
        }
    }

    private static func removeTags(of declaration: TypeDeclaration, key: String, from state: inout State) {
        for (tagClass, tags) in declaration.tags {
            for tag in tags {
                state.tagIndex[tagClass]?[tagClass.normalize(tag)]?.removeAll { $0 == key }
            }
        }
    }

    private static func checkAcyclic(_ start: String, in state: State) throws {
        var visiting: [String] = []
        var done: Set<String> = []
        func visit(_ key: String) throws {
            if done.contains(key) { return }
            if let index = visiting.firstIndex(of: key) {
                let cycle = (visiting[index...] + [key]).map { state.declarations[$0]?.identifier ?? $0 }
                throw TypeRegistryError(
                    code: .cyclicConformance,
                    message: "conformance cycle: \(cycle.joined(separator: " → "))")
            }
            visiting.append(key)
            for parent in state.declarations[key]?.conformsTo ?? [] {
                try visit(parent.lowercased())
            }
            visiting.removeLast()
            done.insert(key)
        }
        try visit(start)
    }

    // MARK: - Asking

    /// The declaration for an identifier, compared without regard to case, or nil if none is registered.
    public func declaration(forIdentifier identifier: String) -> TypeDeclaration? {
        state.withLock { $0.declarations[identifier.lowercased()] }
    }

    /// Every registered declaration, in registration order.
    public var declarations: [TypeDeclaration] {
        state.withLock { state in
            state.declarations.sorted { state.order[$0.key, default: 0] < state.order[$1.key, default: 0] }.map(\.value)
        }
    }

    /// The declared type with this identifier (compared without regard to case), or nil if none is registered.
    public func type(withIdentifier identifier: String) -> UTType? {
        guard let declaration = declaration(forIdentifier: identifier) else { return nil }
        return UTType(declaredIdentifier: declaration.identifier, registry: self)
    }

    /// Whether the type `identifier` conforms to `parent`: true when they are the same type, or when `parent`
    /// is reachable through the declared parents of `identifier`.
    public func conforms(_ identifier: String, to parent: String) -> Bool {
        let key = identifier.lowercased()
        let parentKey = parent.lowercased()
        if key == parentKey { return true }
        return supertypeKeys(of: key).contains(parentKey)
    }

    /// The lowercased identifiers of every type that `key` conforms to, itself excluded. Cached.
    func supertypeKeys(of key: String) -> Set<String> {
        state.withLock { state in
            if let cached = state.supertypeCache[key] { return cached }
            var result: Set<String> = []
            var pending = state.declarations[key]?.conformsTo.map { $0.lowercased() } ?? []
            while let next = pending.popLast() {
                guard next != key, result.insert(next).inserted else { continue }
                pending.append(contentsOf: state.declarations[next]?.conformsTo.map { $0.lowercased() } ?? [])
            }
            state.supertypeCache[key] = result
            return result
        }
    }

    /// The declared types that carry `tag` in `tagClass`, best first.
    ///
    /// Order: exported before imported, then `public.*` before the rest, then registration order.
    func declaredTypes(tag: String, tagClass: UTTagClass) -> [UTType] {
        let keys: [String] = state.withLock { state in
            let keys = state.tagIndex[tagClass]?[tagClass.normalize(tag)] ?? []
            return keys.sorted { a, b in
                let da = state.declarations[a]!, db = state.declarations[b]!
                if da.kind != db.kind { return da.kind == .exported }
                let pa = a.hasPrefix("public."), pb = b.hasPrefix("public.")
                if pa != pb { return pa }
                return state.order[a, default: 0] < state.order[b, default: 0]
            }
        }
        return keys.compactMap { type(withIdentifier: $0) }
    }
}
