import Foundation

/// Foundation's `NSString` writes itself as `String` does (UTF-8 plain text first, then UTF-16), so that
/// `NSItemProvider(object: text as NSString)` and `registerObject(ofClass: NSString.self, …)` work as on
/// Apple's platforms. Reading into `NSString` is left to `String` (`loadObject(ofClass: String.self)`).
extension NSString: ItemProviderWriting {
    /// `public.utf8-plain-text`, then `public.utf16-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        String.writableTypeIdentifiersForItemProvider
    }

    /// Writes the string as `String` does. Calls back at once, on the calling thread; returns nil.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        (self as String).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}
