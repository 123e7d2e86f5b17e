// The errors for exceeded ``MarkupLimits``, worded once for XML and HTML alike.

extension MarkupError {
    /// The input is larger than `limit` bytes.
    static func inputTooLarge(limit: Int, file: String?) -> MarkupError {
        MarkupError(
            code: .limitExceeded,
            message: "the input is larger than the limit of \(limit) bytes (raise MarkupLimits.maximumInputBytes "
                + "to read it)",
            file: file)
    }

    /// An element nests deeper than `limit` levels.
    static func tooDeep(limit: Int, file: String?, line: Int, column: Int) -> MarkupError {
        MarkupError(
            code: .limitExceeded,
            message: "elements nest deeper than the limit of \(limit) levels (raise MarkupLimits.maximumDepth "
                + "to read it)",
            file: file, line: line, column: column)
    }
}
