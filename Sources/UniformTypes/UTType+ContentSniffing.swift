import Foundation

extension UTType {
    /// The type of `data`, named `fileName`, as GLib's `g_content_type_guess` answers on the shared registry's
    /// shared-mime-info database.
    ///
    /// A single glob match of the name wins over the bytes, as in GLib; to see what the bytes say, and whether
    /// they disagree, use ``TypeRegistry/guessContentType(of:fileName:)``, whose steps this follows.
    /// - Parameters:
    ///   - data: the content (what GLib's callers pass: the first 4096 bytes, or more when the database's
    ///     magic looks further; see ``TypeRegistry/contentSniffingLength``).
    ///   - fileName: a file name or path, or nil to go by the bytes alone.
    public init(contentOf data: Data, fileName: String? = nil) {
        self = TypeRegistry.shared.guessContentType(of: data, fileName: fileName).type
    }
}
