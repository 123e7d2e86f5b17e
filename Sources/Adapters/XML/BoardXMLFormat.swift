import Foundation
import Markup

/// Cardport board XML: the namespace, the type, and the schema shipped with the package.
///
/// The format is described by `Resources/cardport-board.xsd`: free text as element content, ids, flags, dates
/// and URLs as attributes; an absent optional attribute is `nil`, an empty one the empty string.
public enum BoardXMLFormat {
    /// The namespace of every element: `https://cardport.app/xml/board/1`.
    public static let namespace = "https://cardport.app/xml/board/1"

    /// The bytes of the XML Schema (XSD 1.0) the format follows.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the package's resource is missing.
    public static func schemaData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "cardport-board", withExtension: "xsd") else {
            throw AdapterError(code: .unreadableInput, message: "the package resource cardport-board.xsd is missing")
        }
        return try AdapterInput.file(url).readData()
    }

    /// The schema, compiled, to validate documents with.
    /// - Throws: ``AdapterError`` when the resource is missing or does not compile.
    public static func schema() throws -> MarkupSchema {
        let data = try schemaData()
        do {
            return try MarkupSchema(xsd: Array(data), fileName: "cardport-board.xsd")
        } catch let error as MarkupError {
            throw AdapterError(error, input: "cardport-board.xsd")
        }
    }
}
