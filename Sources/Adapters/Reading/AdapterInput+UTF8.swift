import Foundation

extension AdapterInput {
    /// The whole payload as UTF-8 bytes, for the readers that parse bytes (JSON): read as
    /// ``readAdapterData(maximumBytes:)`` reads it, then, when it is UTF-16 or UTF-32 (by its byte order mark,
    /// or by RFC 4627's pattern of zero bytes), converted to UTF-8 by `TextPayload`.
    /// - Throws: ``AdapterError``: what ``readAdapterData(maximumBytes:)`` throws, and `malformedInput` naming
    ///   the line and byte where UTF-16 or UTF-32 does not decode.
    package func readAdapterUTF8(maximumBytes: Int = .max) throws(AdapterError) -> Data {
        try TextPayload.utf8Bytes(of: try readAdapterData(maximumBytes: maximumBytes), input: name)
    }
}
