import Adapters
import Foundation

/// The type a payload is declared as on the command line: `--type`, else the file name, else `public.data`
/// (nothing said). The library then identifies the content, as it does for every payload; installed external
/// adapters take part in that as the built-in ones do.
enum PayloadType {
    /// The declared type of `payload`: the one `--type` names (an identifier, `.ext` or MIME type); else the one
    /// its file name's extension is declared for; else `public.data`.
    /// - Throws: ``CommandFailure`` `usage` (64) for a `--type` that names no type.
    static func resolve(_ explicit: String?, for payload: Payload) throws -> UTType {
        if let explicit {
            return try TypeQuery.resolve(explicit, in: .shared, place: "--type")
        }
        let fileExtension = payload.isStandardInput ? "" : URL(fileURLWithPath: payload.argument).pathExtension
        if !payload.isStandardInput {
            if !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension), type.isDeclared {
                return type
            }
        }
        return .data
    }
}
