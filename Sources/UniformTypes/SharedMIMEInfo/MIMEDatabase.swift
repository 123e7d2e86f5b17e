import Foundation

/// The freedesktop shared-mime-info database as read so far: types, aliases, sub-class relations, globs and
/// descriptions, merged file by file in increasing precedence.
///
/// Merging follows the shared-mime-info specification: information found later is added to what came before;
/// a later alias or description replaces an earlier one; `<glob-deleteall/>` drops the globs read before it.
struct MIMEDatabase: Sendable {
    /// Entries by canonical type, exactly as written.
    var entries: [String: MIMETypeEntry] = [:]
    /// The position of each canonical type in the order first read (file by file, document order).
    var readingOrder: [String: Int] = [:]
    /// Alias → canonical type, exactly as written.
    var aliases: [String: String] = [:]
    /// The files read, in the order read.
    var files: [String] = []
    /// Problems met while reading directories: files that could not be read, skipped whole.
    var problems: [TypeRegistryError] = []
    /// `mimeType(_:isA:)` answers, per canonical type: what its proper ancestors contribute. Cleared on reading.
    var ancestryCache: [String: MIMEAncestry] = [:]
    /// The globs and magic rules arranged for guessing, made on first use and dropped when a file is merged.
    var sniffer: MIMESniffer?
    /// What applying the database added to the registry's declarations, so that a new file can redo it.
    var contributions = MIMEContributions()

    /// Whether anything has been read.
    var isEmpty: Bool { entries.isEmpty && aliases.isEmpty }

    /// Merges the entries of one package file, read after (and so taking precedence over) earlier ones.
    mutating func merge(_ file: SharedMIMEInfoFile) {
        for element in file.types {
            if readingOrder[element.type] == nil { readingOrder[element.type] = readingOrder.count }
            var entry = entries[element.type] ?? MIMETypeEntry(type: element.type)
            if element.deletesGlobs { entry.globs.removeAll() }
            for glob in element.globs where !entry.globs.contains(glob) { entry.globs.append(glob) }
            if element.deletesGlobs { entry.globRules.removeAll() }
            for rule in element.globRules where !entry.globRules.contains(rule) { entry.globRules.append(rule) }
            if element.deletesMagic { entry.magic.removeAll() }
            entry.magic += element.magic
            for parent in element.parents where !entry.parents.contains(parent) { entry.parents.append(parent) }
            for alias in element.aliases {
                if !entry.aliases.contains(alias) { entry.aliases.append(alias) }
                aliases[alias] = element.type
            }
            if let comment = element.comment { entry.comment = comment }
            entries[element.type] = entry
        }
        files.append(file.path)
        ancestryCache.removeAll()
        sniffer = nil
    }
}

/// What applying a ``MIMEDatabase`` added to a registry: derived declarations, and tags added to types that
/// were declared already.
struct MIMEContributions: Equatable, Sendable {
    /// Declarations made from the database, by lowercased identifier, as registered.
    var derived: [String: TypeDeclaration] = [:]
    /// Declarations that the database added tags to, by lowercased identifier.
    var joined: [String: JoinedDeclaration] = [:]
}

/// A declaration that the database added tags to: as it was, and as the database left it.
struct JoinedDeclaration: Equatable, Sendable {
    var original: TypeDeclaration
    var modified: TypeDeclaration
}
