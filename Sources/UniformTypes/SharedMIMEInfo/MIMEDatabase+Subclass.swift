extension MIMEDatabase {
    /// The canonical type for a name: its alias target, or the name itself. One step, compared exactly, as
    /// xdgmime resolves aliases.
    func unalias(_ type: String) -> String {
        if let found = aliases.index(forKey: type), aliases.keys[found].utf8.elementsEqual(type.utf8) {
            return aliases.values[found]
        }
        return type
    }

    /// The `sub-class-of` parents recorded for a type (compared exactly).
    func parents(of type: String) -> [String] {
        if let found = entries.index(forKey: type), entries.keys[found].utf8.elementsEqual(type.utf8) {
            return entries.values[found].parents
        }
        return []
    }

    /// Whether `type` is a `supertype`, as GLib's `g_content_type_is_a` answers on the same database.
    ///
    /// Both names resolve through the alias table; then the type is its supertype when, for the type or any
    /// type reachable through `sub-class-of` (each resolved through the alias table), one of these holds:
    /// the two are equal; the supertype ends with `/*` and starts with the node's media type and `/`; the
    /// supertype is `text/plain` and the node starts with `text/`; the supertype is `application/octet-stream`
    /// and the node does not start with `inode/`. Comparisons are of whole strings, byte-exact and
    /// case-sensitive, as xdgmime's are in GLib 2.74 (parameters after `;` are not stripped).
    mutating func isA(_ type: String, _ supertype: String) -> Bool {
        let node = MIMEString(unalias(type))
        let base = MIMEString(unalias(supertype))
        if node.matches(base) { return true }
        return ancestry(of: node).matches(base)
    }

    /// The proper ancestors of a resolved type, cached per type.
    private mutating func ancestry(of node: MIMEString) -> MIMEAncestry {
        let key = node.raw
        if let cached = ancestryCache[key] { return cached }
        guard entries[key] != nil else { return MIMEAncestry() }
        var ancestry = MIMEAncestry()
        var visited: Set<String> = [key]
        var pending = parents(of: key)
        while let parent = pending.popLast() {
            let resolved = unalias(parent)
            guard visited.insert(resolved).inserted else { continue }
            ancestry.insert(resolved)
            pending.append(contentsOf: parents(of: resolved))
        }
        ancestryCache[key] = ancestry
        return ancestry
    }
}
