extension TypeRegistry {
    /// Whether the MIME type `type` is a `supertype`, answered exactly as GLib's `g_content_type_is_a` answers
    /// on the same shared-mime-info database.
    ///
    /// Both names resolve through the database's aliases (`text/xml` is `application/xml`). Then `type` is a
    /// `supertype` when it or any type it inherits from through `sub-class-of` is the supertype, or when one of
    /// the implicit rules holds for it or such a type: every `text/*` is `text/plain`; everything but `inode/*`
    /// is `application/octet-stream`; every type of a media type is that media type's `media/*`. Names are
    /// compared whole and exactly, case and any `;` parameters included, as GLib 2.74 compares them
    /// (`text/plain;charset=utf-8` is a `text/plain`, by the `text/` rule, but `text/xml;charset=utf-8` is
    /// not an `application/xml`). With no database read, only the implicit rules and equality answer.
    ///
    /// This is the MIME world's relation, not UTType conformance: `text/html` is `text/plain` here, while
    /// `public.html` does not conform to `public.plain-text`. Safe to call from any thread; answers are cached
    /// until the next database file is read.
    public func mimeType(_ type: String, isA supertype: String) -> Bool {
        state.withLock { state in
            state.readPendingMIMEFiles()
            return state.mimeDatabase.isA(type, supertype)
        }
    }
}
