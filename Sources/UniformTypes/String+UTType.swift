// Apple's UTAdditions on strings that hold paths: file names made complete for a content type.

extension String {
    /// The path with `partialName` appended as its last component, completed with `contentType`'s preferred
    /// filename extension unless `partialName`'s own extension already names the type or a subtype of it.
    /// - Parameters:
    ///   - partialName: The name of the path component, with or without an extension.
    ///   - contentType: The type the file conforms to.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> String {
        let component = partialName.appendingPathExtension(for: contentType)
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// The path with `contentType`'s preferred filename extension appended, unless its last component's
    /// extension already names the type or a subtype of it.
    /// - Parameter contentType: The type the file conforms to.
    public func appendingPathExtension(for contentType: UTType) -> String {
        let trimmed = hasSuffix("/") && count > 1 ? String(dropLast()) : self
        let lastComponent = trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !lastComponent.isEmpty, let missing = contentType.missingFilenameExtension(for: lastComponent) else {
            return self
        }
        return trimmed + "." + missing
    }
}
