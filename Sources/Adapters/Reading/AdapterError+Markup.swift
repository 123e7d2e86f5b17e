import Foundation
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
    /// Parses the input as XML with the options' limits, from its first `<` when text comes before it (a
    /// browser's "This XML file does not appear to have any style information…" line, kept when the page is
    /// saved or copied from its XML view).
    /// - Throws: ``AdapterError`` naming the input, with line and column.
    package func parseXML(options: ImportOptions) throws -> MarkupDocument {
        let input = try withoutTextBeforeMarkup(options: options)
        do {
            switch input {
            case .data(let data, let name):
                return try MarkupDocument(parsingXML: data, fileName: name, limits: options.markupLimits)
            case .file(let url):
                return try MarkupDocument(contentsOf: url, limits: options.markupLimits)
            }
        } catch let error as MarkupError {
            throw AdapterError(error, input: name)
        }
    }

    /// The input without text before its first `<`; other input as it is. Only a file whose first byte past a
    /// byte order mark and blank space is not `<` is read whole here.
    package func withoutTextBeforeMarkup(options: ImportOptions) throws -> AdapterInput {
        if case .file(let url) = self, let handle = try? FileHandle(forReadingFrom: url) {
            let head = (try? handle.read(upToCount: 4096)) ?? Data()
            try? handle.close()
            let body = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            if body.first == UInt8(ascii: "<") || body.isEmpty { return self }
        }
        let data = try readAdapterData(maximumBytes: options.maximumInputBytes)
        // UTF-16 and UTF-32 text is left to the parser, which reads its byte order mark: a `<` byte there may be
        // half of a character.
        guard !TextPayload.isWideText(data) else { return self }
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[start]) { start += 1 }
        guard start < data.endIndex, data[start] != UInt8(ascii: "<"),
              let first = data[start...].firstIndex(of: UInt8(ascii: "<"))
        else { return self }
        return .data(Data(data[first...]), name: name)
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
