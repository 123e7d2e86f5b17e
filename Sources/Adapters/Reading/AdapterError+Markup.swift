import Markup

extension AdapterError {
    /// The adapter error for a markup parse or validation error: the input's name, `line:column`, and the
    /// parser's message.
    package init(_ error: MarkupError, input: String) {
        let code: AdapterError.Code
        switch error.code {
        case .limitExceeded, .entityExpansionLimit: code = .limitExceeded
        case .unreadableFile: code = .unreadableInput
        default: code = .malformedInput
        }
        var location: String?
        if error.line > 0 { location = error.column > 0 ? "\(error.line):\(error.column)" : "\(error.line)" }
        self.init(code: code, message: error.message, input: input, location: location)
    }
}

extension ImportOptions {
    /// The parser limits these options ask for.
    package var markupLimits: MarkupLimits {
        MarkupLimits(maximumInputBytes: maximumInputBytes, maximumDepth: maximumDepth)
    }
}

extension AdapterInput {
    /// Parses the input as XML with the options' limits.
    /// - Throws: ``AdapterError`` naming the input, with line and column.
    package func parseXML(options: ImportOptions) throws -> MarkupDocument {
        do {
            switch self {
            case .data(let data, let name):
                return try MarkupDocument(parsingXML: data, fileName: name, limits: options.markupLimits)
            case .file(let url):
                return try MarkupDocument(contentsOf: url, limits: options.markupLimits)
            }
        } catch let error as MarkupError {
            throw AdapterError(error, input: name)
        }
    }

    /// Streams the input's XML parse into `sink` with the options' limits.
    /// - Throws: ``AdapterError`` naming the input, with line and column.
    package func streamXML(options: ImportOptions, into sink: some XMLSubtreeSink) throws {
        do {
            switch self {
            case .data(let data, let name):
                try XMLEventStream.parse(data, fileName: name, limits: options.markupLimits, into: sink)
            case .file(let url):
                try XMLEventStream.parse(fileAtPath: url.path, limits: options.markupLimits, into: sink)
            }
        } catch let error as MarkupError {
            throw AdapterError(error, input: name)
        }
    }
}
