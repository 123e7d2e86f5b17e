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
}
