import Foundation
import UniformTypes

/// A string moves as UTF-8 plain text, and reads any plain text.
extension String: Transferable {
    /// Exports and imports `public.utf8-plain-text`; then imports any other plain text
    /// (`public.utf16-plain-text` and the rest), in the encoding its byte order mark names, else UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { string in
            Data(string.utf8)
        } importing: { data in
            try String.object(withItemProviderData: data, typeIdentifier: UTType.utf8PlainText.identifier)
        }
        DataRepresentation(importedContentType: .plainText) { data in
            try String.object(withItemProviderData: data, typeIdentifier: UTType.plainText.identifier)
        }
    }
}
