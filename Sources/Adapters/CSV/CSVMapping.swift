import Foundation

/// Which columns of one CSV header feed which card fields: a preset's choices applied to a real header, with
/// `--map` overrides on top. Columns no field takes are kept on each card's `extra["csv"]`.
public struct CSVMapping: Hashable, Sendable {
    /// The preset the mapping started from.
    public var preset: CSVPreset
    /// For each field, the indices of the columns it reads, in header order.
    public var columns: [CSVField: [Int]]
    /// The header it applies to.
    public var header: [String]

    /// The mapping `preset` gives `header`, with `overrides` (`field=Column,…`, from `--map`) on top.
    /// - Throws: ``AdapterError`` `unexpectedContent` for an override naming an unknown field or a column the
    ///   header does not have, and when no column gives cards a title.
    public init(header: [String], preset: CSVPreset, overrides: String? = nil, input: String? = nil) throws(AdapterError) {
        self.preset = preset
        self.header = header
        let normalized = header.map(CSVPreset.normalized)
        // Each normalized name's columns, in order: a preset's names are then looked up, not compared with every
        // column of a wide header in turn.
        let positions = Dictionary(grouping: normalized.indices, by: { normalized[$0] })
        var columns: [CSVField: [Int]] = [:]
        for field in CSVField.allCases {
            guard let names = preset.columns[field] else { continue }
            var found: [Int] = []
            var taken = Set<Int>()  // two of the preset's names may normalize alike
            for name in names {
                found += (positions[CSVPreset.normalized(name)] ?? []).filter { taken.insert($0).inserted }
                if !found.isEmpty && !field.takesEveryColumn { break }
            }
            if !field.takesEveryColumn { found = Array(found.prefix(1)) }
            if !found.isEmpty { columns[field] = found.sorted() }
        }
        for (field, column) in try Self.parse(overrides ?? "", input: input) {
            let found = positions[CSVPreset.normalized(column)] ?? []
            guard !found.isEmpty else {
                throw AdapterError(
                    code: .unexpectedContent,
                    message: "--map \(field)=\(column): the header has no column '\(column)'; its columns are "
                        + header.map { "'\($0)'" }.joined(separator: ", "),
                    input: input, location: "1:1")
            }
            columns[field] = field.takesEveryColumn ? found : [found[0]]
        }
        if columns[.title] == nil, preset.firstColumnIsTitle, !header.isEmpty,
           !columns.values.contains(where: { $0.contains(0) })
        {
            columns[.title] = [0]
        }
        self.columns = columns
        guard columns[.title] != nil else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "no column gives the cards a title (the header reads as \(preset.displayName): "
                    + header.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
                    + (header.count > 12 ? ", …" : "") + "); name one with --map title=COLUMN",
                input: input, location: "1:1")
        }
    }

    /// The pairs of a `--map` value, in order.
    /// - Throws: ``AdapterError`` `unexpectedContent` for a pair without `=` or an unknown field.
    static func parse(_ text: String, input: String?) throws(AdapterError) -> [(CSVField, String)] {
        var pairs: [(CSVField, String)] = []
        for pair in text.split(separator: ",") where !pair.allSatisfy(\.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            let name = parts.first.map { String($0).trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard parts.count == 2, let field = CSVField(rawValue: name) else {
                throw AdapterError(
                    code: .unexpectedContent,
                    message: "--map '\(pair)': give FIELD=Column, where FIELD is one of "
                        + CSVField.allCases.map(\.rawValue).joined(separator: ", "),
                    input: input)
            }
            pairs.append((field, String(parts[1]).trimmingCharacters(in: .whitespaces)))
        }
        return pairs
    }

    /// The column indices no field reads.
    public var unmappedColumns: [Int] {
        let used = Set(columns.values.joined())
        return header.indices.filter { !used.contains($0) }
    }

    /// The mapping as lines `field ← Column, Column`, in field order, for `cardport inspect`.
    public var lines: [String] {
        CSVField.allCases.compactMap { field in
            guard let indices = columns[field] else { return nil }
            let names = indices.map { "'\(header[$0])'" }.joined(separator: ", ")
            return "\(field.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) ← \(names)"
        }
    }
}
