import Adapters
import Foundation

/// How a command decides a payload's type: `--type`, else the file name, else the content.
enum PayloadType {
    /// The type of `payload`: the one `--type` names (an identifier, `.ext` or MIME type); else the one its
    /// file name's extension is declared for (for `.xml`, refined by the root element as ``PayloadSniffer`` does);
    /// else what ``PayloadSniffer`` sees in its content.
    /// - Throws: ``CommandFailure`` `usage` (64) for a `--type` that names no type.
    static func resolve(_ explicit: String?, for payload: Payload) throws -> UTType {
        _ = UTType.cardportBoard  // Registers Cardport's own declarations in the shared registry.
        if let explicit {
            return try TypeQuery.resolve(explicit, in: .shared, place: "--type")
        }
        if !payload.isStandardInput {
            let fileExtension = URL(fileURLWithPath: payload.argument).pathExtension
            if !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension), type.isDeclared {
                // `.xml` says little: the root element tells OPML, Jira's export and Cardport's board apart.
                if type == .xml {
                    let sniffed = PayloadSniffer.sniff(payload.data)
                    if sniffed.conforms(to: .xml) { return sniffed }
                }
                return type
            }
        }
        return PayloadSniffer.sniff(payload.data)
    }
}
