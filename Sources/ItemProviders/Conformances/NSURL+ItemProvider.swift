import Foundation

/// Foundation's `NSURL` writes itself as `URL` does (`public.file-url` first for a file URL, then `public.url`
/// and UTF-8 plain text), so that `NSItemProvider(object: url as NSURL)` works as on Apple's platforms.
/// Reading into `NSURL` is left to `URL` (`loadObject(ofClass: URL.self)`).
extension NSURL: ItemProviderWriting {
    /// `public.url`, then `public.utf8-plain-text`; a file URL puts `public.file-url` first (see
    /// `writableTypeIdentifiersForItemProvider`).
    public static var writableTypeIdentifiersForItemProvider: [String] {
        URL.writableTypeIdentifiersForItemProvider
    }

    /// For a file URL `public.file-url`, `public.url`, `public.utf8-plain-text`; for any other URL the last two.
    public var writableTypeIdentifiersForItemProvider: [String] {
        (self as URL).writableTypeIdentifiersForItemProvider
    }

    /// Writes the URL as `URL` does. Calls back at once, on the calling thread; returns nil.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        (self as URL).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}
