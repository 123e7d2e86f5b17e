/// OPML: the type the OPML adapters read and write.
public enum OPMLFormat {
    /// `org.opml.opml`, imported, conforming to `public.xml` (files `.opml`, MIME type `text/x-opml`).
    public static let type = UTType(importedAs: "org.opml.opml", conformingTo: .xml)
}
