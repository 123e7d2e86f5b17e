import Foundation
import UniformTypes

/// The type declarations of a set of declaration files, read and checked together, each with the name of its
/// Swift constant.
///
/// Checks, reporting every problem it finds with its file and place: each file parses and has the shape of an
/// Info.plist's `UTExportedTypeDeclarations` / `UTImportedTypeDeclarations` (an identifier in every
/// declaration); no identifier is exported twice or exports one of Apple's system types; no type conforms to
/// itself through its parents; every parent is declared in the files or is one of Apple's system types (the
/// freedesktop MIME database does not count: it differs from machine to machine); names given with
/// ``swiftNameKey`` are usable and distinct; files that give ``accessLevelKey`` agree.
package struct DeclarationSet: Sendable {
    /// One declaration and what the generated code calls it.
    package struct Entry: Sendable, Equatable {
        /// The declaration as read.
        package var declaration: TypeDeclaration
        /// The name of its `UTType` constant.
        package var swiftName: String
        /// The file it came from.
        package var file: String
        /// Where it sits in the file (`UTExportedTypeDeclarations[0]`).
        package var keyPath: String
    }

    /// The key in a declaration dictionary that names its constant (`"CardportSwiftName": "recipe"`).
    package static let swiftNameKey = "CardportSwiftName"
    /// The top-level key that sets the access level of the generated code (`"CardportAccessLevel": "public"`).
    package static let accessLevelKey = "CardportAccessLevel"

    /// The declarations, file by file in the order given, exported before imported within a file. An
    /// identifier declared more than once (imported twice, or exported and imported) appears once, as the
    /// registry keeps it.
    package var entries: [Entry]
    /// The access level the files ask for, or nil when none does.
    package var accessLevel: AccessLevel?

    /// Reads and checks the declaration files at `paths`.
    ///
    /// A `.plist` file that is a property list but holds neither declaration key is skipped (an app's other
    /// property lists may sit beside its declarations); any other file must declare types.
    /// - Throws: ``GeneratorFailure`` with every problem found.
    package init(paths: [String]) throws(GeneratorFailure) {
        var sources: [(path: String, data: Data)] = []
        var diagnostics: [GeneratorDiagnostic] = []
        for path in paths {
            do {
                sources.append((path, try Data(contentsOf: URL(fileURLWithPath: path))))
            } catch {
                let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
                diagnostics.append(
                    GeneratorDiagnostic(code: .unreadableFile, message: "the declaration file \(reason)", file: path))
            }
        }
        do {
            try self.init(sources: sources)
        } catch {
            throw GeneratorFailure(diagnostics: diagnostics + error.diagnostics)
        }
        if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }
    }

    /// Reads and checks declaration files given as bytes, each with the path diagnostics name.
    /// - Throws: ``GeneratorFailure`` with every problem found.
    package init(sources: [(path: String, data: Data)]) throws(GeneratorFailure) {
        var diagnostics: [GeneratorDiagnostic] = []
        var files: [(source: DeclarationSource, file: TypeDeclarationFile, raw: [[String: Any]])] = []
        var accessLevels: [(AccessLevel, DeclarationSource)] = []
        for (path, data) in sources {
            let source = DeclarationSource(path: path, data: data)
            let root = source.rawRoot
            if path.lowercased().hasSuffix(".plist"), !Self.declaresTypes(root), source.isPropertyList {
                continue
            }
            do {
                let file = try TypeDeclarationFile(data: data, file: path)
                files.append((source, file, Self.rawDeclarations(root)))
                if let level = try Self.accessLevel(in: root, source: source) { accessLevels.append((level, source)) }
            } catch let error as TypeRegistryError {
                diagnostics.append(source.diagnostic(for: error))
            } catch let error as GeneratorDiagnostic {
                diagnostics.append(error)
            } catch {
                diagnostics.append(GeneratorDiagnostic(code: .malformedFile, message: "\(error)", file: path))
            }
        }
        if let (first, firstSource) = accessLevels.first {
            for (level, source) in accessLevels.dropFirst() where level != first {
                diagnostics.append(source.diagnostic(
                    .conflictingAccessLevel,
                    "this file asks for \(level.rawValue) access, \(firstSource.path) for \(first.rawValue); "
                        + "make them agree, or set \(Self.accessLevelKey) in one file only",
                    keyPath: Self.accessLevelKey))
            }
        }

        // Register everything in a registry that knows Apple's types, to catch duplicates and cycles.
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        var registered: [Int] = []
        for (index, item) in files.enumerated() {
            do {
                try registry.register(item.file)
                registered.append(index)
            } catch {
                diagnostics.append(item.source.diagnostic(for: error))
            }
        }
        let declaredInFiles = Set(files.flatMap { $0.file.declarations.map { $0.identifier.lowercased() } })

        // Parents, then names, of the files that registered.
        var candidates: [(entry: Entry, given: String?, source: DeclarationSource)] = []
        var seen: [String: Int] = [:]
        for index in registered {
            let (source, file, raw) = files[index]
            for (position, declaration) in file.declarations.enumerated() {
                let keyPath = file.locations[position]
                let dictionary = position < raw.count ? raw[position] : [:]
                for (parentIndex, parent) in declaration.conformsTo.enumerated()
                where registry.declaration(forIdentifier: parent) == nil
                    && !declaredInFiles.contains(parent.lowercased()) {
                    let parentPath = keyPath + "." + TypeDeclaration.PropertyListKey.conformsTo
                        + (dictionary[TypeDeclaration.PropertyListKey.conformsTo] is [Any] ? "[\(parentIndex)]" : "")
                    diagnostics.append(source.diagnostic(
                        .unknownParent,
                        "type '\(declaration.identifier)' conforms to '\(parent)', which is neither declared in "
                            + "these files nor one of Apple's system types; declare it (as imported if another "
                            + "party owns it) or correct the identifier",
                        keyPath: parentPath))
                }
                var given: String?
                if let value = dictionary[Self.swiftNameKey] {
                    if let name = value as? String, SwiftNaming.isUsable(name) {
                        given = name
                    } else {
                        diagnostics.append(source.diagnostic(
                            .invalidSwiftName,
                            "\(Self.swiftNameKey) must be a Swift identifier (ASCII letters, digits and _, not "
                                + "starting with a digit) that UTType does not already use, got \(Self.quoted(value))",
                            keyPath: keyPath + "." + Self.swiftNameKey))
                    }
                }
                let entry = Entry(declaration: declaration, swiftName: "", file: source.path, keyPath: keyPath)
                let key = declaration.identifier.lowercased()
                if let existing = seen[key] {
                    if declaration.kind == .exported, candidates[existing].entry.declaration.kind == .imported {
                        candidates[existing] = (entry, given, source)
                    }
                } else {
                    seen[key] = candidates.count
                    candidates.append((entry, given, source))
                }
            }
        }
        var givenBy: [String: Entry] = [:]
        for candidate in candidates {
            guard let name = candidate.given else { continue }
            if let other = givenBy[name] {
                diagnostics.append(candidate.source.diagnostic(
                    .duplicateSwiftName,
                    "the name '\(name)' is already given to '\(other.declaration.identifier)' "
                        + "(\(other.file): \(other.keyPath)); choose another \(Self.swiftNameKey)",
                    keyPath: candidate.entry.keyPath + "." + Self.swiftNameKey))
            } else {
                givenBy[name] = candidate.entry
            }
        }
        if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }

        let names = SwiftNaming.names(
            for: candidates.map(\.entry.declaration.identifier), given: candidates.map(\.given))
        self.entries = zip(candidates, names).map { candidate, name in
            var entry = candidate.entry
            entry.swiftName = name
            return entry
        }
        self.accessLevel = accessLevels.first?.0
    }

    private static func declaresTypes(_ root: Any?) -> Bool {
        guard let dictionary = root as? [String: Any] else { return false }
        return dictionary[TypeDeclarationFile.exportedKey] != nil || dictionary[TypeDeclarationFile.importedKey] != nil
    }

    /// The declaration dictionaries in the order ``TypeDeclarationFile`` reads them: exported, then imported.
    private static func rawDeclarations(_ root: Any?) -> [[String: Any]] {
        guard let dictionary = root as? [String: Any] else { return [] }
        return [TypeDeclarationFile.exportedKey, TypeDeclarationFile.importedKey].flatMap { key in
            (dictionary[key] as? [Any] ?? []).map { $0 as? [String: Any] ?? [:] }
        }
    }

    private static func accessLevel(in root: Any?, source: DeclarationSource) throws(GeneratorDiagnostic) -> AccessLevel? {
        guard let value = (root as? [String: Any])?[accessLevelKey] else { return nil }
        guard let string = value as? String, let level = AccessLevel(rawValue: string) else {
            throw source.diagnostic(
                .invalidAccessLevel,
                "\(accessLevelKey) must be one of "
                    + AccessLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    + ", got \(quoted(value))",
                keyPath: accessLevelKey)
        }
        return level
    }

    private static func quoted(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return "a value of another kind"
    }
}
