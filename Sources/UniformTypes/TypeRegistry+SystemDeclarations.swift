extension TypeRegistry {
    /// Apple's system type declarations, compiled in, in registration order.
    ///
    /// The data is Apple's CoreTypes.bundle version 517 (`Resources/apple-coretypes-517.json`, which
    /// `uttypes-generate --system-declarations` turns into the table of `TypeRegistry+AppleCoreTypes.swift`),
    /// plus the types Apple declares in later releases: Markdown (`net.daringfireball.markdown`), and the
    /// JPEG XL and DNG images behind `UTType.jpegxl` and `UTType.dng` (iOS 18 / macOS 15).
    static let systemDeclarations: [TypeDeclaration] = {
        var declarations: [TypeDeclaration] = []
        declarations.reserveCapacity(876)
        var table = appleCoreTypesTable
        table.withUTF8 { bytes in
            // The fields of the line being read, as ranges of `bytes`.
            var fields: [Range<Int>] = []
            fields.reserveCapacity(6)
            func string(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            func list(_ range: Range<Int>) -> [String] {
                guard !range.isEmpty else { return [] }
                var items: [String] = []
                var start = range.lowerBound
                for index in range where bytes[index] == UInt8(ascii: ",") {
                    items.append(string(start..<index))
                    start = index + 1
                }
                items.append(string(start..<range.upperBound))
                return items
            }
            var start = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
                guard byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") else { continue }
                fields.append(start..<index)
                start = index + 1
                guard byte == UInt8(ascii: "\n") else { continue }
                defer { fields.removeAll(keepingCapacity: true) }
                if fields.count == 1 && fields[0].isEmpty { continue }
                guard fields.count == 5 || fields.count == 6 else {
                    preconditionFailure("UniformTypes' table of system declarations is malformed near byte \(index)")
                }
                var tags: [UTTagClass: [String]] = [:]
                let extensions = list(fields[3]), mimeTypes = list(fields[4])
                if !extensions.isEmpty { tags[.filenameExtension] = extensions }
                if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
                declarations.append(
                    TypeDeclaration(
                        identifier: string(fields[0]),
                        kind: bytes[fields[1]].elementsEqual("exported".utf8) ? .exported : .imported,
                        conformsTo: list(fields[2]), tags: tags,
                        description: fields.count == 6 ? string(fields[5]) : nil))
            }
        }
        declarations.append(
            TypeDeclaration(
                identifier: "net.daringfireball.markdown", kind: .imported,
                conformsTo: ["public.utf8-plain-text"],
                tags: [.filenameExtension: ["md", "markdown"], .mimeType: ["text/markdown"]],
                description: "Markdown document"))
        declarations.append(
            TypeDeclaration(
                identifier: "public.jpeg-xl", kind: .imported, conformsTo: ["public.image"],
                tags: [.filenameExtension: ["jxl"], .mimeType: ["image/jxl"]], description: "JPEG XL image"))
        declarations.append(
            TypeDeclaration(
                identifier: "com.adobe.raw-image", kind: .imported, conformsTo: ["public.image"],
                tags: [.filenameExtension: ["dng"], .mimeType: ["image/x-adobe-dng"]],
                description: "Adobe DNG (digital negative) image"))
        return declarations
    }()

    /// Adds Apple's system type declarations (873 from CoreTypes, then Markdown, JPEG XL and DNG).
    ///
    /// Declarations already registered under the same identifiers are kept, and the system ones skipped.
    public func registerSystemDeclarations() {
        let intoEmpty = state.withLock { state -> Bool in
            guard state.declarations.isEmpty else { return false }
            // Room for the system types and for what the MIME database usually adds to them.
            state.declarations.reserveCapacity(2 * Self.systemDeclarations.count)
            state.order.reserveCapacity(2 * Self.systemDeclarations.count)
            state.tagIndex[.filenameExtension, default: [:]].reserveCapacity(4 * Self.systemDeclarations.count)
            state.tagIndex[.mimeType, default: [:]].reserveCapacity(4 * Self.systemDeclarations.count)
            // The data is checked (`SystemDeclarationsTests`): in an empty registry no declaration needs
            // `register`'s checks.
            for declaration in Self.systemDeclarations {
                Self.setDeclaration(declaration, forKey: Self.key(declaration.identifier), in: &state)
            }
            state.supertypeCache.removeAll(keepingCapacity: true)
            return true
        }
        guard !intoEmpty else { return }
        do {
            try register(Self.systemDeclarations.filter { declaration(forIdentifier: $0.identifier) == nil })
        } catch {
            preconditionFailure("the bundled system type declarations do not register: \(error)")
        }
    }
}
