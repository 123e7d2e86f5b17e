extension String {
    /// A string of UTF-8 the caller has already checked, made without checking it again.
    ///
    /// The JSON reader checks every byte of a string token as it scans it (and rejects overlong forms,
    /// surrogates and truncated sequences); `String(decoding:as:)` would check the same bytes a second time.
    /// - Parameters:
    ///   - utf8: valid UTF-8. Bytes that are not make a `String` that breaks Swift's invariants: only pass
    ///     bytes a check accepted.
    ///   - isASCII: whether every byte is below 0x80. `false` for ASCII text is safe, only slower to use.
    package init(checkedUTF8 utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        self = unsafe String(copying: UTF8Span(unchecked: Span(_unsafeElements: utf8), isKnownASCII: isASCII))
    }
}
