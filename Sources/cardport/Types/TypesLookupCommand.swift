import ArgumentParser
import UniformTypes

/// `cardport types lookup (--extension X | --mime Y) [--conforming-to Z] [--all]`: the type a tag means.
struct TypesLookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Print the type a filename extension or MIME type means.",
        discussion: """
            Without --all, print the one best type, as UTType(tag:tagClass:conformingTo:) gives it: a declared \
            type, or else a dynamic one (conforming to --conforming-to, or to public.data). With --all, print every declared type that carries the tag, \
            best first, one a line (nothing when none does).

            Examples:
              cardport types lookup --extension opml
              cardport types lookup --mime text/csv
              cardport types lookup --extension xml --all
            """)

    @OptionGroup var registryOptions: TypeRegistryOptions

    @Option(name: .customLong("extension"), help: ArgumentHelp("A filename extension, with or without its dot.", valueName: "ext"))
    var filenameExtension: String?

    @Option(help: ArgumentHelp("A MIME type.", valueName: "type/subtype"))
    var mime: String?

    @Option(help: ArgumentHelp("Only types conforming to this type (an identifier, .extension or MIME type).", valueName: "type"))
    var conformingTo: String?

    @Flag(help: "Print every declared type that carries the tag, best first.")
    var all = false

    func validate() throws {
        switch (filenameExtension, mime) {
        case (nil, nil), (.some, .some): throw ValidationError("give exactly one of --extension and --mime")
        case (let tag?, nil), (nil, let tag?):
            guard !tag.isEmpty, tag != "." else { throw ValidationError("the tag is empty") }
        }
        if let mime, !TypeQuery.isMIMEType(mime) {
            throw ValidationError("'\(mime)' is not a MIME type of the form type/subtype")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = try registryOptions.registry()
            let (tag, tagClass): (String, UTTagClass) = if let filenameExtension {
                (filenameExtension.hasPrefix(".") ? String(filenameExtension.dropFirst()) : filenameExtension,
                 .filenameExtension)
            } else {
                (mime ?? "", .mimeType)
            }
            let supertype = try conformingTo.map { try TypeQuery.resolve($0, in: registry) }
            var output = OutputBuffer()
            if all {
                for type in registry.types(tag: tag, tagClass: tagClass, conformingTo: supertype) {
                    try output.writeLine(type.identifier)
                }
            } else if let type = registry.type(tag: tag, tagClass: tagClass, conformingTo: supertype) {
                try output.writeLine(type.identifier)
            } else {
                throw CommandFailure(.usage, "'\(tag)' is not a tag that can name a type")
            }
            try output.flush()
        }
    }
}
