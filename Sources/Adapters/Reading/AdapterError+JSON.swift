import StreamingJSON

extension AdapterError {
    /// A JSON reader's error as an adapter error of the one shape every JSON reader reports: the input's name,
    /// `line:column` as the location (`entry:line:column` for a file inside an archive), and the message with the
    /// JSON path of the value being read.
    ///
    /// - Parameters:
    ///   - entry: The archive entry the JSON came from, if any.
    ///   - line: The line of the input on which the JSON began, for JSON read one line at a time (JSON lines).
    ///   - context: Words put before the reader's message (`not a Focalboard record`).
    ///   - typeMismatch: The code for well-formed JSON with a value of the wrong type.
    init(
        _ error: JSONReaderError, input: String, entry: String? = nil, line: Int = 1, context: String? = nil,
        typeMismatch: Code = .unexpectedContent
    ) {
        let code: Code =
            switch error.code {
            case .tooDeep: .limitExceeded
            case .unexpectedType: typeMismatch
            default: .malformedInput
            }
        let place = "\(error.line + line - 1):\(error.column)"
        self.init(
            code: code, message: (context.map { $0 + ": " } ?? "") + "\(error.message) (at \(error.path))",
            input: input, location: entry.map { "\($0):\(place)" } ?? place, cause: error)
    }
}
