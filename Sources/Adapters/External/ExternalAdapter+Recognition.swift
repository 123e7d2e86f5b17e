import Foundation

extension ExternalAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { Array(readableTypes.prefix(1)) }

    /// The manifest's hints over the probe's first bytes, its file name and its MIME type
    /// (``hintMatch(of:fileExtension:mimeType:)``), as a confidence: a score of 0.9 or more (the manifest's magic
    /// and all its JSON keys) is `likely`, enough to name the type; 0.5 or more `possible`; less `weak`.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard let type = readableTypes.first,
            let found = hintMatch(of: probe.prefix, fileExtension: probe.fileExtension, mimeType: probe.mimeType)
        else { return nil }
        let confidence: RecognitionConfidence =
            found.score >= 0.9 ? .likely : found.score >= 0.5 ? .possible : .weak
        return Recognition(type, confidence, evidence: found.evidence.joined(separator: ", "))
    }

    /// How many bytes of a payload ``hintMatch(of:fileExtension:mimeType:)`` looks at.
    public static let recognitionPrefixBytes = PayloadProbe.prefixLength

    /// How well a payload matches the manifest's hints, with the evidence.
    public struct HintMatch: Sendable, Hashable {
        /// From 0 (nothing matched) to 1.
        public var score: Double
        /// What matched, as phrases: `magic bytes “[”`, `JSON keys uuid, status, entry (3 of 3)`.
        public var evidence: [String]
    }

    /// Answers how sure the adapter is that a payload is its format, from at most the first
    /// ``recognitionPrefixBytes`` bytes and the manifest's hints; nil when nothing matched.
    ///
    /// Content weighs more than names: a magic string that starts the payload counts 0.25, the manifest's JSON
    /// keys up to 0.7 (in proportion to how many of them appear as `"key":` in the prefix), the file name
    /// extension and the MIME type 0.1 each; the sum is capped at 1. When the manifest lists magic strings and
    /// none starts the payload, the answer is nil whatever else matched: the content is not the adapter's.
    /// - Parameters:
    ///   - prefix: The payload's first bytes (more than ``recognitionPrefixBytes`` are not looked at).
    ///   - fileExtension: The payload's file name extension, if it has one.
    ///   - mimeType: The MIME type the payload was offered as, if any.
    public func hintMatch(of prefix: Data, fileExtension: String? = nil, mimeType: String? = nil) -> HintMatch? {
        let hints = manifest.recognition
        let bytes = Array(prefix.prefix(Self.recognitionPrefixBytes))
        var confidence = 0.0
        var evidence: [String] = []
        if !hints.magic.isEmpty {
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
            guard let magic = hints.magic.first(where: { bytes[start...].starts(with: $0) }) else { return nil }
            confidence += 0.25
            evidence.append("magic bytes “\(String(decoding: magic, as: UTF8.self))”")
        }
        if !hints.jsonKeys.isEmpty {
            let text = String(decoding: bytes, as: UTF8.self)
            let found = hints.jsonKeys.filter { Self.hasMember($0, in: text) }
            if !found.isEmpty {
                confidence += 0.7 * Double(found.count) / Double(hints.jsonKeys.count)
                evidence.append("JSON keys \(found.joined(separator: ", ")) (\(found.count) of \(hints.jsonKeys.count))")
            }
        }
        if let fileExtension, hints.extensions.contains(fileExtension.lowercased()) {
            confidence += 0.1
            evidence.append("file name extension .\(fileExtension.lowercased())")
        }
        if let mimeType, hints.mimeTypes.contains(mimeType.lowercased()) {
            confidence += 0.1
            evidence.append("MIME type \(mimeType.lowercased())")
        }
        guard confidence > 0 else { return nil }
        return HintMatch(score: min(1, confidence), evidence: evidence)
    }

    /// Whether `text` holds `"key"` followed, after optional whitespace, by `:` (a member, not a string value).
    private static func hasMember(_ key: String, in text: String) -> Bool {
        var rest = text[...]
        let quoted = "\"\(key)\""
        while let range = rest.range(of: quoted) {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if after.first == ":" { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
