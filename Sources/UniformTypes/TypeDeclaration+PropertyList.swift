import Foundation

extension TypeDeclaration {
    /// The keys of one type declaration in an Info.plist-style dictionary.
    public enum PropertyListKey {
        /// `UTTypeIdentifier`: the identifier (a string, required).
        public static let identifier = "UTTypeIdentifier"
        /// `UTTypeConformsTo`: the direct parents (a string or an array of strings).
        public static let conformsTo = "UTTypeConformsTo"
        /// `UTTypeDescription`: a human-readable description (a string).
        public static let description = "UTTypeDescription"
        /// `UTTypeReferenceURL`: a URL that documents the type (a string).
        public static let referenceURL = "UTTypeReferenceURL"
        /// `UTTypeTagSpecification`: tags by tag class (`public.filename-extension`, `public.mime-type`, …),
        /// each a string or an array of strings in preference order.
        public static let tagSpecification = "UTTypeTagSpecification"
    }

    /// Reads one declaration from an Info.plist-style dictionary, as decoded by `PropertyListSerialization` or
    /// `JSONSerialization`.
    ///
    /// Keys other than those of ``PropertyListKey`` are ignored (an Info.plist has icons and more).
    /// - Parameters:
    ///   - dictionary: the declaration's dictionary.
    ///   - kind: exported or imported, from the array the dictionary came from.
    ///   - path: where the dictionary sits in its file, such as `UTExportedTypeDeclarations[2]`; errors extend it.
    ///   - file: the file's name, for errors.
    /// - Throws: ``TypeRegistryError`` with code `malformedDeclarationFile`, its location the key path of the
    ///   value at fault (`UTExportedTypeDeclarations[2].UTTypeIdentifier`).
    public init(
        propertyList dictionary: [String: Any], kind: Kind, path: String, file: String? = nil
    ) throws(TypeRegistryError) {
        func failure(_ key: String, _ message: String) -> TypeRegistryError {
            TypeRegistryError(code: .malformedDeclarationFile, message: message, file: file, location: path + key)
        }
        guard let rawIdentifier = dictionary[PropertyListKey.identifier] else {
            throw failure("", "a type declaration needs a \(PropertyListKey.identifier)")
        }
        guard let identifier = rawIdentifier as? String,
              !identifier.isEmpty, !identifier.contains(where: \.isWhitespace)
        else {
            throw failure("." + PropertyListKey.identifier,
                          "a type identifier must be a non-empty string without whitespace")
        }
        let conformsTo = try Self.strings(dictionary[PropertyListKey.conformsTo]) { index in
            failure("." + PropertyListKey.conformsTo + (index.map { "[\($0)]" } ?? ""),
                    "a parent must be a non-empty type identifier, given as a string or an array of strings")
        }
        var description: String?
        if let value = dictionary[PropertyListKey.description] {
            guard let string = value as? String else {
                throw failure("." + PropertyListKey.description, "a description must be a string")
            }
            description = string
        }
        var referenceURL: URL?
        if let value = dictionary[PropertyListKey.referenceURL] {
            guard let string = value as? String, let url = URL(string: string) else {
                throw failure("." + PropertyListKey.referenceURL, "a reference URL must be a string holding a URL")
            }
            referenceURL = url
        }
        var tags: [UTTagClass: [String]] = [:]
        if let value = dictionary[PropertyListKey.tagSpecification] {
            guard let specification = value as? [String: Any] else {
                throw failure("." + PropertyListKey.tagSpecification,
                              "a tag specification must be a dictionary from tag class to tags")
            }
            for (tagClass, value) in specification.sorted(by: { $0.key < $1.key }) {
                let values = try Self.strings(value) { index in
                    failure("." + PropertyListKey.tagSpecification + "." + tagClass + (index.map { "[\($0)]" } ?? ""),
                            "a tag must be a non-empty string, given as a string or an array of strings")
                }
                if !values.isEmpty { tags[UTTagClass(rawValue: tagClass)] = values }
            }
        }
        self.init(
            identifier: identifier, kind: kind, conformsTo: conformsTo, tags: tags,
            description: description, referenceURL: referenceURL)
    }

    /// A string or an array of non-empty strings, as an array; nil gives an empty array. `failure` gets the
    /// index of the bad element, or nil when the value itself has the wrong type.
    private static func strings(
        _ value: Any?, failure: (Int?) -> TypeRegistryError
    ) throws(TypeRegistryError) -> [String] {
        switch value {
        case nil:
            return []
        case let string as String:
            guard !string.isEmpty else { throw failure(nil) }
            return [string]
        case let array as [Any]:
            var result: [String] = []
            for (index, element) in array.enumerated() {
                guard let string = element as? String, !string.isEmpty else { throw failure(index) }
                result.append(string)
            }
            return result
        default:
            throw failure(nil)
        }
    }
}
