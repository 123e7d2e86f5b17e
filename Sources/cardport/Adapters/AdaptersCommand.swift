import Adapters
import ArgumentParser

/// `cardport adapters [--json]`: the registered adapters and the types they read and write.
struct AdaptersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adapters",
        abstract: "List the registered adapters and the types they read and write.",
        discussion: """
            An adapter reads a type when a payload's type conforms to one it lists; it writes the types it \
            lists. Converters turn one type into another without a board.

            External adapters are found in the folders of CARDPORT_ADAPTER_PATH (colon-separated) and in \
            $XDG_DATA_HOME/cardport/adapters (~/.local/share/cardport/adapters): one folder per adapter, with an \
            adapter.json manifest and its program. They are listed with the folder they were found in; a manifest \
            that cannot be used is a warning naming the file and the place, and the others are still listed.

            Examples:
              cardport adapters
              cardport adapters --json | jq '.[] | select(.writes | index("net.daringfireball.markdown"))'
              CARDPORT_ADAPTER_PATH=Samples/Adapters cardport adapters
            """)

    @Flag(help: "Print a JSON array of {name, reads, writes, converts, external} objects.")
    var json = false

    func run() throws {
        try CommandFailure.reporting {
            let listing = AdapterListing(InstalledAdapters.registry())
            Warnings.write(InstalledAdapters.discovery.problems.map { "skipped an external adapter: \($0.description)" })
            if json {
                try JSONOutput.print(listing.entries)
            } else {
                var output = OutputBuffer()
                for line in listing.lines { try output.writeLine(line) }
                try output.flush()
            }
        }
    }
}

/// The registered adapters by name, in the order `cardport adapters` prints them.
struct AdapterListing {
    /// One adapter and its types.
    struct Entry: Encodable {
        var name: String
        var reads: [String] = []
        var writes: [String] = []
        /// `source -> destination`, for converters.
        var converts: [String] = []
        /// The folder an external adapter was found in; nil for a built-in one.
        var external: String?
    }

    var entries: [Entry]

    /// The adapters of `registry`, sorted by name.
    init(_ registry: AdapterRegistry) {
        var byName: [String: Entry] = [:]
        for importer in registry.importers {
            byName[importer.name, default: Entry(name: importer.name)].reads += importer.readableTypes.map(\.identifier)
        }
        for exporter in registry.exporters {
            byName[exporter.name, default: Entry(name: exporter.name)].writes += exporter.writableTypes.map(\.identifier)
        }
        for converter in registry.converters {
            byName[converter.name, default: Entry(name: converter.name)].converts += converter.conversions.map {
                "\($0.source.identifier) -> \($0.destination.identifier)"
            }
        }
        for adapter in registry.externalAdapters {
            byName[adapter.name]?.external = adapter.manifest.file.deletingLastPathComponent().path
        }
        entries = byName.values.sorted { $0.name < $1.name }
    }

    /// A table: name, then reads / writes / converts on indented lines. Names and types are neutral
    /// (``MessageText/neutral(_:keepingLines:)``): an external adapter's name cannot send escape sequences to the
    /// terminal.
    var lines: [String] {
        let names = entries.map { MessageText.neutral($0.name) }
        let width = names.map(\.count).max() ?? 0
        var lines: [String] = []
        for (entry, name) in zip(entries, names) {
            let pad = String(repeating: " ", count: width - name.count)
            var parts: [String] = []
            if !entry.reads.isEmpty { parts.append("reads  " + entry.reads.joined(separator: ", ")) }
            if !entry.writes.isEmpty { parts.append("writes " + entry.writes.joined(separator: ", ")) }
            if !entry.converts.isEmpty { parts.append("converts " + entry.converts.joined(separator: ", ")) }
            if let external = entry.external { parts.append("external " + external) }
            let indent = String(repeating: " ", count: width + 2)
            for (index, part) in parts.enumerated() {
                lines.append((index == 0 ? name + pad + "  " : indent) + MessageText.neutral(part))
            }
        }
        return lines
    }
}
