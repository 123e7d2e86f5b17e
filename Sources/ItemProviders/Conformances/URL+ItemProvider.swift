import Foundation
import UniformTypes

/// A URL writes itself as `public.file-url` (file URLs only), `public.url` and UTF-8 plain text, and reads
/// any of these.
extension URL: ItemProviderWriting, ItemProviderReading {
    /// `public.url`, then `public.utf8-plain-text`; a file URL value puts `public.file-url` first (see
    /// ``writableTypeIdentifiersForItemProvider``).
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.url.identifier, UTType.utf8PlainText.identifier]
    }

    /// For a file URL `public.file-url`, `public.url`, `public.utf8-plain-text`; for any other URL the last two.
    public var writableTypeIdentifiersForItemProvider: [String] {
        (isFileURL ? [UTType.fileURL.identifier] : []) + Self.writableTypeIdentifiersForItemProvider
    }

    /// `public.url` (which `public.file-url` conforms to), then `public.plain-text`.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.url.identifier, UTType.plainText.identifier]
    }

    /// Writes the URL's absolute string as UTF-8 (as plain text, UTF-16 when a UTF-16 type is asked for).
    /// Calls back at once, on the calling thread; returns nil.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        absoluteString.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }

    /// Reads a URL from its text (surrounding white space ignored).
    ///
    /// - Throws: ``URLDecodingError`` when the text is not an absolute URL (one with a scheme), or when the type
    ///   is `public.file-url` and the URL is not a file URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let text = try String.object(withItemProviderData: data, typeIdentifier:
            TypeRegistry.shared.conforms(typeIdentifier, to: UTType.plainText.identifier)
                ? typeIdentifier : UTType.utf8PlainText.identifier)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.scheme != nil else {
            throw URLDecodingError(typeIdentifier: typeIdentifier, text: text, reason: "it is not an absolute URL")
        }
        if TypeRegistry.shared.conforms(typeIdentifier, to: UTType.fileURL.identifier) && !url.isFileURL {
            throw URLDecodingError(typeIdentifier: typeIdentifier, text: text, reason: "it is not a file URL")
        }
        return url
    }
}
