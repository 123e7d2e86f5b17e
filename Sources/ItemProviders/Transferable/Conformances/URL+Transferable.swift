import Foundation
import UniformTypes

/// A URL moves as `public.url` (its absolute string, UTF-8), and reads a URL or plain text.
extension URL: Transferable {
    /// Exports and imports `public.url` (a `public.file-url` offer is read too, and must be a file URL);
    /// then imports plain text that holds an absolute URL.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { url in
            Data(url.absoluteString.utf8)
        } importing: { data in
            try URL.object(withItemProviderData: data, typeIdentifier: UTType.url.identifier)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            try URL.object(withItemProviderData: data, typeIdentifier: UTType.plainText.identifier)
        }
    }
}
