internal import CLibXML2

// The errors for exceeded ``MarkupLimits``, worded once for XML and HTML alike.

extension MarkupError {
    /// The input is larger than `limit` bytes.
    static func inputTooLarge(limit: Int, file: String?) -> MarkupError {
        MarkupError(
            code: .limitExceeded,
            message: "the input is larger than the limit of \(limit) bytes",
            file: file)
    }

    /// An element nests deeper than `limit` levels.
    static func tooDeep(limit: Int, file: String?, line: Int, column: Int) -> MarkupError {
        MarkupError(
            code: .limitExceeded,
            message: "elements nest deeper than the limit of \(limit) levels",
            file: file, line: line, column: column)
    }

    /// The document uses more than `limit` distinct names by the element starting at `line`.
    static func tooManyNames(limit: Int, file: String?, line: Int, column: Int) -> MarkupError {
        MarkupError(
            code: .limitExceeded,
            message: "the document uses more than the limit of \(limit) distinct element and attribute names",
            file: file, line: line, column: column)
    }

    /// The error for the element starting on `line`, when the parse's name table holds more names than
    /// `limits` allow; nil within them.
    static func namesBeyond(
        _ limits: MarkupLimits, context: UnsafeMutableRawPointer?, file: String?, line: Int, column: () -> Int
    ) -> MarkupError? {
        guard let dictionary = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.dict,
            Int(xmlDictSize(dictionary)) > limits.maximumDistinctNames
        else { return nil }
        return tooManyNames(limit: limits.maximumDistinctNames, file: file, line: line, column: column())
    }
}
