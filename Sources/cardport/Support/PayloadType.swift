import Adapters
import Foundation

/// The type a payload is declared as on the command line: `--type`, else the file name, else `public.data`
/// (nothing said; the library identifies the content, as it does for every payload).
enum PayloadType {
    /// The declared type of `payload`: the one `--type` names (an identifier, `.ext` or MIME type); else the one
    /// its file name's extension is declared for; else `public.data`.
    /// - Throws: ``CommandFailure`` `usage` (64) for a `--type` that names no type.
    static func resolve(_ explicit: String?, for payload: Payload) throws -> UTType {
        if let explicit {
            return try TypeQuery.resolve(explicit, in: .shared, place: "--type")
        }
        if !payload.isStandardInput {
            let fileExtension = URL(fileURLWithPath: payload.argument).pathExtension
            if !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension), type.isDeclared {
                return type
            }
        }
        return .data
    }
}
