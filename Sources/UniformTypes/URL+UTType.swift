import Foundation

// Apple's UTAdditions on `URL`: file names made complete for a content type.

extension URL {
    /// The URL with `partialName` appended, completed with `contentType`'s preferred filename extension.
    ///
    /// As Apple documents: when `partialName` already has an extension that names `contentType` or a subtype
    /// of it (`puppy.jpg` for `.image`), nothing is added; a type without a preferred extension adds nothing.
    /// - Parameters:
    ///   - partialName: The name of the path component, with or without an extension.
    ///   - contentType: The type the file conforms to.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName.appendingPathExtension(for: contentType))
    }

    /// The URL with `contentType`'s preferred filename extension appended to its last component, unless
    /// that component's extension already names `contentType` or a subtype of it.
    /// - Parameter contentType: The type the file conforms to.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let missing = contentType.missingFilenameExtension(for: lastPathComponent) else { return self }
        return appendingPathExtension(missing)
    }

    /// Appends `partialName`, completed as `appendingPathComponent(_:conformingTo:)` completes it.
    /// - Parameters:
    ///   - partialName: The name of the path component, with or without an extension.
    ///   - contentType: The type the file conforms to.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// Appends `contentType`'s preferred filename extension, as `appendingPathExtension(for:)` does.
    /// - Parameter contentType: The type the file conforms to.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }
}

extension UTType {
    /// The extension to add to `fileName` so that it names this type: nil when its extension already names
    /// this type or a subtype, or when this type has no preferred extension.
    package func missingFilenameExtension(for fileName: String) -> String? {
        guard let preferred = preferredFilenameExtension else { return nil }
        if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
            let existing = String(fileName[fileName.index(after: dot)...])
            if !existing.isEmpty, let named = UTType(filenameExtension: existing, conformingTo: self),
               named.conforms(to: self), !named.isDynamic {
                return nil
            }
        }
        return preferred
    }
}
