import ArgumentParser
import UniformTypes

/// A type as a user names it on the command line: an identifier (`public.json`), a filename extension with its
/// dot (`.md`), or a MIME type (`text/html`).
///
/// Extensions and MIME types resolve as `UTType(filenameExtension:)` and `UTType(mimeType:)` do: a declared type
/// when one carries the tag, otherwise a dynamic type.
enum TypeQuery {
    /// The type `text` names in `registry`.
    /// - Throws: ``CommandFailure`` (`usage`, unless `exitCode` says otherwise) for an empty query, an empty tag or
    ///   an identifier the registry does not know; the message starts with `place` when one is given.
    static func resolve(
        _ text: String, in registry: TypeRegistry, place: String? = nil, exitCode: ExitCode = .usage
    ) throws -> UTType {
        let prefix = place.map { $0 + ": " } ?? ""
        if text.hasPrefix(".") {
            let tag = String(text.dropFirst())
            guard let type = registry.type(tag: tag, tagClass: .filenameExtension, conformingTo: nil) else {
                throw CommandFailure(exitCode, prefix + "'\(text)' has an empty filename extension")
            }
            return type
        }
        if text.contains("/") {
            guard isMIMEType(text), let type = registry.type(tag: text, tagClass: .mimeType, conformingTo: nil)
            else {
                throw CommandFailure(exitCode, prefix + "'\(text)' is not a MIME type of the form type/subtype")
            }
            return type
        }
        guard !text.isEmpty else {
            throw CommandFailure(exitCode, prefix + "empty type: give an identifier, a .extension or a MIME type")
        }
        guard let type = registry.type(withIdentifier: text) else {
            let hint = text.contains(".") ? "" : " (for a filename extension write '.\(text)')"
            throw CommandFailure(exitCode, prefix + "unknown type identifier '\(text)'" + hint)
        }
        return type
    }

    /// Whether `text` has the form of a MIME type: `type/subtype`, both parts non-empty.
    static func isMIMEType(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
    }
}
