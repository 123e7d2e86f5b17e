import Adapters
import Foundation

/// The type of a sample payload, from its file name as `cardport import` decides it.
///
/// The extension's declared type is used (`.json`, `.md`, `.opml`, `.cardportxml`…; the planner refines JSON and
/// Markdown by content). `.xml` says little, so for it the root element decides: `rss` is Jira's issue export,
/// `opml` an OPML outline, anything else stays `public.xml`. Pure; safe from any thread.
public enum SampleTypes {
    /// The type `url`'s payload is declared as.
    /// - Throws: `AdapterError` `unsupportedType` for an extension no type is declared for, or
    ///   `unreadableInput` when a `.xml` file cannot be read.
    public static func type(of url: URL) throws -> UTType {
        _ = UTType.cardportBoard  // Registers Cardport's own declarations in the shared registry.
        let fileExtension = url.pathExtension
        guard !fileExtension.isEmpty, let type = UTType(filenameExtension: fileExtension), type.isDeclared else {
            throw AdapterError(
                code: .unsupportedType, message: "no type is declared for the extension '\(fileExtension)'",
                input: url.path)
        }
        guard type == .xml else { return type }
        let data = try AdapterInput.file(url).readData()
        switch rootElement(of: String(decoding: data.prefix(64 << 10), as: UTF8.self)) {
        case "rss": return .jiraIssueXML
        case "opml": return .opml
        default: return type
        }
    }

    /// The name of the first element of `text`, after the XML declaration, comments and a doctype.
    static func rootElement(of text: String) -> String? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first else { return nil }
            if first == "?" || first == "!" { continue }
            let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return String(name.split(separator: ":").last ?? name)
        }
        return nil
    }
}
