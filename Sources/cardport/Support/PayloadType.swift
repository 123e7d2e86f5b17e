import Adapters
import Foundation

/// The type a payload is declared as on the command line: `--type`, else an installed external adapter's type
/// when that adapter recognises the content, else the file name, else `public.data` (nothing said; the library
/// identifies the content, as it does for every payload).
enum PayloadType {
    /// The declared type of `payload`: the one `--type` names (an identifier, `.ext` or MIME type); else the type
    /// of the external adapter in `registry` that recognises the payload's first bytes
    /// (`AdapterRegistry.recognizeExternal`); else the one its file name's extension is declared for; else
    /// `public.data`.
    /// - Throws: ``CommandFailure`` `usage` (64) for a `--type` that names no type.
    static func resolve(_ explicit: String?, for payload: Payload, registry: AdapterRegistry) throws -> UTType {
        if let explicit {
            return try TypeQuery.resolve(explicit, in: .shared, place: "--type")
        }
        let fileExtension = payload.isStandardInput ? "" : URL(fileURLWithPath: payload.argument).pathExtension
        if !registry.externalAdapters.isEmpty, let prefix = payload.prefix(ExternalAdapter.recognitionPrefixBytes),
            let recognized = registry.recognizeExternal(prefix, fileExtension: fileExtension.isEmpty ? nil : fileExtension)
        {
            return recognized.type
        }
        if !payload.isStandardInput {
            if !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension), type.isDeclared {
                return type
            }
        }
        return .data
    }
}
