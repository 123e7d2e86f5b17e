/// What the freedesktop shared-mime-info database says about one MIME type, merged over every file read.
struct MIMETypeEntry: Hashable, Sendable {
    /// The canonical MIME type, exactly as the database writes it.
    var type: String
    /// Other names of the type (`text/xml` for `application/xml`), in the order read.
    var aliases: [String] = []
    /// The types it is a sub-class of (`sub-class-of`), in the order read, as written (possibly aliases).
    var parents: [String] = []
    /// Its glob patterns, the main one first.
    var globs: [String] = []
    /// Its globs with weights and case sensitivity, for guessing a type from a file name.
    var globRules: [MIMEGlob] = []
    /// Its magic rules, for guessing a type from content.
    var magic: [MIMEMagic] = []
    /// Its untranslated description (the `<comment>` without `xml:lang`).
    var comment: String?

    /// The filename extensions of the simple `*.ext` globs, main glob first, without repeats.
    ///
    /// A glob is simple when it is `*.` followed by characters that are not glob syntax (`*`, `?`, `[`).
    var filenameExtensions: [String] {
        var seen: Set<String> = []
        return globs.compactMap { glob -> String? in
            guard glob.hasPrefix("*."), glob.count > 2 else { return nil }
            let ext = String(glob.dropFirst(2))
            guard !ext.contains(where: { "*?[]".contains($0) }) else { return nil }
            return seen.insert(ext.lowercased()).inserted ? ext : nil
        }
    }
}
