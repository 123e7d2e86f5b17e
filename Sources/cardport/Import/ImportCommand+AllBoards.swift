import Adapters
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ImportCommand {
    /// What `--all` wrote: one board file.
    struct WrittenBoard: Encodable {
        var board: String
        var id: String
        var file: String
        var lists: Int
        var cards: Int
        var losses: [String]
    }

    /// `--all -o DIR/`: every board of a payload that holds several (a Focalboard archive, a Vikunja export),
    /// each to its own board file in `directory`, named after the board.
    ///
    /// File names come from ``boardFileNames(_:)``. Every target is checked before the first is written, so a
    /// name that is taken (without `--force`) or cannot be written stops the command with nothing written; each
    /// file is then saved atomically through ``BoardFile``.
    func importAll(into directory: String, options: ImportOptions) throws {
        let source = try InputSizeOption.readPayload(payload, maximumBytes: options.maximumInputBytes)
        let registry = InstalledAdapters.registry()
        let declared = try PayloadType.resolve(type, for: source)
        let data = try source.data()
        let identification = registry.identify(data, hint: declared, fileName: source.isStandardInput ? nil : URL(fileURLWithPath: source.argument).lastPathComponent)
        guard let match = registry.importer(for: identification.type),
              let collection = match.importer as? any BoardCollectionImporter
        else {
            throw CommandFailure(
                .usage, "\(source.name): --all reads payloads that hold several boards; this one is \(identification.type.identifier)",
                hint: "import it with -o FILE; `cardport adapters` lists what each adapter reads")
        }
        let results = try collection.importBoards(
            from: .data(data, name: source.name), as: match.readableType, options: options)
        var losses = ImportLosses()
        for result in results { losses.formUnion(result.losses) }
        try LossReport.check(losses, input: source.name, strict: strict)

        try makeDirectory(directory)
        let names = Self.boardFileNames(results.map(\.board))
        let paths = names.map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
        for path in paths { try OutputTarget(path, force: force).checkWritable() }
        var written: [WrittenBoard] = []
        for (result, path) in zip(results, paths) {
            // The board's files go into its store before the board that names them is saved.
            try Self.save(result.board, files: result.files, to: path, force: force, source: source.name)
            written.append(WrittenBoard(
                board: result.board.name, id: result.board.id, file: path, lists: result.board.lists.count,
                cards: BoardStatistics.cardCount(result.board.lists), losses: result.losses.entries.map(\.description)))
            Warnings.print(result.warnings, input: "\(source.name) (\(result.board.name))", quiet: quiet)
            LossReport.print(result.losses, input: "\(source.name) (\(result.board.name))", quiet: quiet)
        }
        if json {
            try JSONOutput.print(written)
        } else {
            var out = OutputBuffer()
            for board in written {
                try out.writeLine("wrote \(board.file): \(board.board) (\(board.lists) lists, \(board.cards) cards)")
            }
            try out.writeLine("imported \(written.count) boards from \(source.name)")
            try out.flush()
        }
    }

    /// Creates `directory` (and its parents) when it does not exist.
    /// - Throws: ``CommandFailure`` `cannotCreate` when it cannot be made or is a file.
    private func makeDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandFailure(.cannotCreate, "\(directory): not a folder", hint: "with --all, -o names a folder: -o DIR/")
            }
            return
        }
        // Each missing folder on the way is made with mkdir(2), so a failure says the system's reason.
        var made = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o777) != 0 && errno != EEXIST {
                throw CommandFailure(.cannotCreate, "\(directory): cannot create the folder \(made): \(InputPath.reason(errno))")
            }
        }
    }

    /// One file name per board, `<board name>.json`, in order: characters a file name cannot hold or that
    /// could make it a path (`/`, `\`, `:`, control characters) become `_`, leading dots and blanks are
    /// dropped, names are cut at 100 characters, an empty name becomes the board's id; names that meet
    /// (ignoring case, as some file systems do) get ` 2`, ` 3`… before the extension.
    static func boardFileNames(_ boards: [Board]) -> [String] {
        var taken: Set<String> = []
        var lastCounter: [String: Int] = [:]  // by stem, lowercased: where to go on counting for its next board
        return boards.map { board in
            let base = safeFileName(board.name).isEmpty ? safeFileName(board.id) : safeFileName(board.name)
            let stem = base.isEmpty ? "board" : base
            var name = stem + ".json"
            var counter = lastCounter[stem.lowercased()] ?? 1
            while !taken.insert(name.lowercased()).inserted {
                counter += 1
                name = "\(stem) \(counter).json"
            }
            lastCounter[stem.lowercased()] = counter
            return name
        }
    }

    private static func safeFileName(_ name: String) -> String {
        let replaced = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            let forbidden = scalar == "/" || scalar == "\\" || scalar == ":" || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            return forbidden ? "_" : scalar
        }))
        let trimmed = replaced.drop { $0 == "." || $0.isWhitespace }.trimmingCharacters(in: .whitespaces)
        return String(trimmed.prefix(100)).trimmingCharacters(in: .whitespaces)
    }
}
