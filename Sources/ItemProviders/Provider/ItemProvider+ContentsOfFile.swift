import Foundation
import UniformTypes

extension ItemProvider {
    /// Creates a provider that offers the file at `fileURL` as a file representation of `contentType`.
    ///
    /// Apple's `init(contentsOf:contentType:openInPlace:coordinated:visibility:)`. With a nil `contentType` the
    /// type comes from the file's extension as for ``init(contentsOf:)`` (`public.data` when there is none).
    /// Nothing is read now: a load reads or copies the file when it runs, and fails then if the file is gone.
    /// With `openInPlace` in-place loads get the file itself and other file loads a copy. `coordinated` is kept
    /// for Apple's signature: Linux has no file coordination, so a receiver reads the file directly.
    /// ``suggestedName`` is the file name without its extension.
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false,
                            coordinated: Bool = false,
                            visibility: ItemProviderRepresentationVisibility = .all) {
        self.init()
        let pathExtension = fileURL.pathExtension
        let type = contentType
            ?? (pathExtension.isEmpty ? UTType.data : (UTType(filenameExtension: pathExtension) ?? .data))
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility) { completion in
            completion(fileURL, coordinated, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }
}
