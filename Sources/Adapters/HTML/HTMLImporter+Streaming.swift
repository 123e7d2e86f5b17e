import Foundation
import Markup

extension HTMLImporter {
    /// Inputs from this size up are parsed on a thread of their own while the cards are built on the calling
    /// one, when the process may run on more than one core (``UsableCores``). Below it, starting a thread costs
    /// more than it saves.
    static let concurrentParseMinimumBytes = 1 << 20

    /// Reads HTML by streaming its parse into an ``HTMLStreamReader``: the cards are built as the parser goes,
    /// without the document's tree. Gives what ``read(_:input:)`` gives on the parsed document, for documents
    /// that ``needsTree(_:)`` lets through.
    ///
    /// `concurrently` says whether libxml2 parses on a thread of its own (``HTMLEventStream/parseConcurrently(_:fileName:limits:into:)``);
    /// by default it does for inputs of ``concurrentParseMinimumBytes`` or more when the process may run on two
    /// cores or more. Either way gives the same board and the same errors.
    static func stream(
        _ bytes: Data, input: AdapterInput, options: ImportOptions, concurrently: Bool? = nil
    ) throws -> ImportResult {
        let reader = HTMLStreamReader()
        let concurrently = concurrently
            ?? (bytes.count >= concurrentParseMinimumBytes && UsableCores.count > 1)
        do {
            if concurrently {
                try HTMLEventStream.parseConcurrently(bytes, fileName: input.name, limits: options.markupLimits, into: reader)
            } else {
                try HTMLEventStream.parse(bytes, fileName: input.name, limits: options.markupLimits, into: reader)
            }
        } catch let error as MarkupError {
            throw AdapterError(error, input: input.name)
        }
        let (lists, warnings, title, losses) = reader.finish()
        return result(lists: lists, warnings: warnings, title: title, losses: losses)
    }

    /// Whether the document must be read from its tree: a Cardport page (its `data-cardport-board` mark is
    /// looked for in any letter case, as HTML attribute names are), a clipboard fragment (its
    /// `<!--StartFragment-->` marker decides which part is read, which a stream learns too late), or UTF-16 or
    /// UTF-32 input (where neither would be found by a byte search). Finding either text anywhere else only
    /// costs the tree.
    static func needsTree(_ bytes: Data) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            return true
        }
        return bytes.withUnsafeBytes { raw in
            contains(Array("StartFragment".utf8), in: raw, ignoringCase: false)
                || contains(Array("-cardport-board".utf8), in: raw, ignoringCase: true)
        }
    }

    /// Whether `raw` holds `needle`, in any ASCII letter case when `ignoringCase` (the needle is then lowercase
    /// and starts with a non-letter); the search jumps from one occurrence of the needle's first byte to the
    /// next.
    private static func contains(_ needle: [UInt8], in raw: UnsafeRawBufferPointer, ignoringCase: Bool) -> Bool {
        guard let base = raw.baseAddress, let first = needle.first else { return false }
        var offset = 0
        while offset + needle.count <= raw.count {
            guard let found = memchr(base + offset, Int32(first), raw.count - offset) else { return false }
            let start = base.distance(to: UnsafeRawPointer(found))
            guard start + needle.count <= raw.count else { return false }
            var matches = true
            for index in 1..<needle.count {
                var byte = raw[start + index]
                if ignoringCase, byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
                if byte != needle[index] {
                    matches = false
                    break
                }
            }
            if matches { return true }
            offset = start + 1
        }
        return false
    }
}
