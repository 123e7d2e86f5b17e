import Foundation
import UniformTypes

/// How X11 selection targets (atom names: MIME types and the ICCCM's text atoms) and uniform types map to each
/// other, both ways.
///
/// Text: `UTF8_STRING`, `text/plain;charset=utf-8`, `text/plain`, `STRING` (ISO 8859-1) and `TEXT` all mean
/// `public.utf8-plain-text`; an owner offering several is read through the first of that list it offers.
/// URLs: `text/uri-list` is offered for `public.url` and `public.file-url`, and read as a type conforming to
/// `public.plain-text` (as shared-mime-info has it: one URL per line), so a text reader can take it. Any other target with a `/` is a MIME
/// type (parameters dropped) and becomes the type the registry has for it, or a dynamic type. Targets that are
/// protocol atoms (`TARGETS`, `MULTIPLE`, `TIMESTAMP`, `SAVE_TARGETS`, `DELETE`, …) carry no data and map to
/// nothing.
public enum SelectionTargets {
    /// The text targets, best first.
    public static let textTargets = ["UTF8_STRING", "text/plain;charset=utf-8", "text/plain", "STRING", "TEXT"]
    /// The target for lists of URLs (RFC 2483).
    public static let uriList = "text/uri-list"
    /// Targets that are part of the protocol rather than data.
    public static let protocolTargets: Set<String> = [
        "TARGETS", "MULTIPLE", "TIMESTAMP", "SAVE_TARGETS", "DELETE", "INSERT_SELECTION", "INSERT_PROPERTY",
    ]

    /// The type the target carries, or nil for a protocol atom or an atom that is not a MIME type.
    public static func contentType(forTarget target: String) -> UTType? {
        if textTargets.contains(target) { return .utf8PlainText }
        if protocolTargets.contains(target) { return nil }
        if target == uriList { return UTType(mimeType: uriList, conformingTo: .plainText) ?? .plainText }
        guard target.contains("/") else { return nil }
        let mime = target.split(separator: ";", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces).lowercased()
        return UTType(mimeType: mime)
    }

    /// How good a target is at carrying its type when an owner offers several for one type (lower is better).
    static func rank(_ target: String) -> Int {
        textTargets.firstIndex(of: target) ?? 0
    }

    /// The targets a representation of `typeIdentifier` is offered under, best first: the text atoms for
    /// plain text, `text/uri-list` for URLs, otherwise the type's MIME types. Empty for a type with no MIME type
    /// (it cannot leave Cardport through a selection).
    public static func targets(forTypeIdentifier typeIdentifier: String) -> [String] {
        guard let type = UTType(typeIdentifier) else { return [] }
        if type == .utf8PlainText || type == .plainText { return textTargets }
        if type.conforms(to: .url) { return [uriList] }
        var targets = type.tags[.mimeType] ?? []
        if let preferred = type.preferredMIMEType { targets.removeAll { $0 == preferred }; targets.insert(preferred, at: 0) }
        if targets.contains(uriList) { return [uriList] }
        return targets
    }
}
