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
        let files = Self.read(sources, diagnostics: &diagnostics)
        let accessLevel = Self.agreedAccessLevel(of: files, diagnostics: &diagnostics)

        // Register everything in a registry that knows Apple's types, to catch duplicates and cycles.
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: false)
        var registered: [ReadFile] = []
        for file in files {
            do {
                try registry.register(file.declarations)
                registered.append(file)
            } catch {
                diagnostics.append(file.source.diagnostic(for: error))
            }
        }
        // A parent declared in a file that failed is not reported again as unknown.
        let declaredInFiles = Set(files.flatMap { $0.declarations.declarations.map { $0.identifier.lowercased() } })
        let isKnown = { (identifier: String) in
            registry.declaration(forIdentifier: identifier) != nil || declaredInFiles.contains(identifier.lowercased())
        }
        let candidates = Self.candidates(in: registered, isKnown: isKnown, diagnostics: &diagnostics)
        Self.checkGivenNamesDiffer(candidates, diagnostics: &diagnostics)
        if !diagnostics.isEmpty { throw GeneratorFailure(diagnostics: diagnostics) }

        let names = SwiftNaming.names(
            for: candidates.map(\.entry.declaration.identifier), given: candidates.map(\.givenName))
        self.entries = zip(candidates, names).map { candidate, name in
            var entry = candidate.entry
            entry.swiftName = name
            return entry
        }
        self.accessLevel = accessLevel
    }

    /// A file that parsed, with its raw declaration dictionaries (for the keys only the generator reads).
    private struct ReadFile {
        var source: DeclarationSource
        var declarations: TypeDeclarationFile
        /// The declaration dictionaries, index for index with `declarations.declarations`.
        var dictionaries: [[String: Any]]
        var accessLevel: AccessLevel?
    }

    /// A declaration on its way to an ``Entry``, with the name its dictionary gives, if any.
    private struct Candidate {
        var entry: Entry
        var givenName: String?
        var source: DeclarationSource
    }

    /// The files that parse; a diagnostic for each that does not. Property lists without declarations are skipped.
    private static func read(
        _ sources: [(path: String, data: Data)], diagnostics: inout [GeneratorDiagnostic]
    ) -> [ReadFile] {
        var files: [ReadFile] = []
        for (path, data) in sources {
            let source = DeclarationSource(path: path, data: data)
            let root = source.rawRoot
            if path.lowercased().hasSuffix(".plist"), !declaresTypes(root), source.isPropertyList { continue }
            do throws(TypeRegistryError) {
                let declarations = try TypeDeclarationFile(data: data, file: path)
                do throws(GeneratorDiagnostic) {
                    files.append(ReadFile(
                        source: source, declarations: declarations, dictionaries: rawDeclarations(root),
                        accessLevel: try accessLevel(in: root, source: source)))
                } catch {
                    diagnostics.append(error)
                }
            } catch {
                diagnostics.append(source.diagnostic(for: error))
            }
        }
        return files
    }

    /// The access level the files set, if any; a diagnostic for each file that sets another than the first.
    private static func agreedAccessLevel(of files: [ReadFile], diagnostics: inout [GeneratorDiagnostic]) -> AccessLevel? {
        let setting = files.filter { $0.accessLevel != nil }
        guard let first = setting.first, let level = first.accessLevel else { return nil }
        for file in setting.dropFirst() {
            guard let other = file.accessLevel, other != level else { continue }
            diagnostics.append(file.source.diagnostic(
                .conflictingAccessLevel,
                "this file asks for \(other.rawValue) access, \(first.source.path) for \(level.rawValue); "
                    + "make them agree, or set \(accessLevelKey) in one file only",
                keyPath: accessLevelKey))
        }
        return level
    }

    /// One candidate per identifier (the exported declaration where there are several), with a diagnostic for
    /// each unknown parent and each unusable given name.
    private static func candidates(
        in files: [ReadFile], isKnown: (String) -> Bool, diagnostics: inout [GeneratorDiagnostic]
    ) -> [Candidate] {
        var candidates: [Candidate] = []
        var positions: [String: Int] = [:]
        for file in files {
            let source = file.source
            for (index, declaration) in file.declarations.declarations.enumerated() {
                let keyPath = file.declarations.locations[index]
                let dictionary = index < file.dictionaries.count ? file.dictionaries[index] : [:]
                let conformsToKey = TypeDeclaration.PropertyListKey.conformsTo
                for (parentIndex, parent) in declaration.conformsTo.enumerated() where !isKnown(parent) {
                    let suffix = dictionary[conformsToKey] is [Any] ? "[\(parentIndex)]" : ""
                    diagnostics.append(source.diagnostic(
                        .unknownParent,
                        "type '\(declaration.identifier)' conforms to '\(parent)', which is neither declared in "
                            + "these files nor one of Apple's system types; declare it (as imported if another "
                            + "party owns it) or correct the identifier",
                        keyPath: keyPath + "." + conformsToKey + suffix))
                }
                var givenName: String?
                if let value = dictionary[swiftNameKey] {
                    if let name = value as? String, SwiftNaming.isUsable(name) {
                        givenName = name
                    } else {
                        diagnostics.append(source.diagnostic(
                            .invalidSwiftName,
                            "\(swiftNameKey) must be a Swift identifier (ASCII letters, digits and _, not "
                                + "starting with a digit) that UTType does not already use, got \(quoted(value))",
                            keyPath: keyPath + "." + swiftNameKey))
                    }
                }
                let candidate = Candidate(
                    entry: Entry(declaration: declaration, swiftName: "", file: source.path, keyPath: keyPath),
                    givenName: givenName, source: source)
                let key = declaration.identifier.lowercased()
                if let position = positions[key] {
                    // The registry keeps an exported declaration over an imported one, whatever the order.
                    if declaration.kind == .exported, candidates[position].entry.declaration.kind == .imported {
                        candidates[position] = candidate
                    }
                } else {
                    positions[key] = candidates.count
                    candidates.append(candidate)
                }
            }
        }
        return candidates
    }

    /// A diagnostic for each name given to a declaration after another already has it.
    private static func checkGivenNamesDiffer(_ candidates: [Candidate], diagnostics: inout [GeneratorDiagnostic]) {
        var owners: [String: Entry] = [:]
        for candidate in candidates {
            guard let name = candidate.givenName else { continue }
            if let owner = owners[name] {
                diagnostics.append(candidate.source.diagnostic(
                    .duplicateSwiftName,
                    "the name '\(name)' is already given to '\(owner.declaration.identifier)' "
                        + "(\(owner.file): \(owner.keyPath)); choose another \(swiftNameKey)",
                    keyPath: candidate.entry.keyPath + "." + swiftNameKey))
            } else {
                owners[name] = candidate.entry
            }
        }
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
