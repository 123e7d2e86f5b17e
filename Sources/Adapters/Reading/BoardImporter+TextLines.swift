// The first steps every line-based text importer takes (task lists, todo.txt, TaskPaper): check the type, read
// the payload within its limit, decode it, split it into lines.

extension BoardImporter {
    /// The lines of a text payload this importer was asked to read as `type`.
    /// - Throws: ``AdapterError``: `unsupportedType` for a type none of ``readableTypes`` covers,
    ///   `limitExceeded` beyond ``ImportOptions/maximumInputBytes``, `unexpectedContent` for a 0-byte input,
    ///   `malformedInput` for invalid UTF-8 (with line and byte offset).
    package func textLines(of input: AdapterInput, as type: UTType, options: ImportOptions) throws(AdapterError)
        -> [Substring]
    {
        guard readableTypes.contains(where: { type.conforms(to: $0) }) else {
            throw AdapterError(
                code: .unsupportedType, message: "the \(name) adapter does not read \(type.identifier)",
                input: input.name)
        }
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        return try TextPayload.lines(of: data, input: input.name)
    }
}
