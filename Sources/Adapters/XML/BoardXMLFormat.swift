import Foundation
import Markup

/// Cardport board XML: the namespace, the type, and the schema shipped with the package.
///
/// The format is described by `Resources/cardport-board.xsd`: free text as element content, ids, flags, dates
/// and URLs as attributes; an absent optional attribute is `nil`, an empty one the empty string.
public enum BoardXMLFormat {
    /// The namespace of every element: `https://cardport.app/xml/board/1`.
    public static let namespace = "https://cardport.app/xml/board/1"

    /// The bytes of the XML Schema (XSD 1.0) the format follows, compiled into the module.
    public static func schemaData() -> Data {
        Data(PackageResources.cardport_board_xsd)
    }

    /// The schema, compiled, to validate documents with.
    /// - Throws: ``AdapterError`` when the schema does not compile.
    public static func schema() throws -> MarkupSchema {
        do {
            return try MarkupSchema(xsd: PackageResources.cardport_board_xsd, fileName: "cardport-board.xsd")
        } catch let error as MarkupError {
            throw AdapterError(error, input: "cardport-board.xsd")
        }
    }
}
