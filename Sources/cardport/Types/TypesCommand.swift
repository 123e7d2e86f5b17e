import ArgumentParser

/// `cardport types`: questions about uniform types, answered as Apple's `UTType` answers them.
struct TypesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Ask about uniform type identifiers: what a type is, what it conforms to, what a tag means.",
        discussion: """
            A TYPE is an identifier (public.json), a filename extension with its dot (.md), or a MIME type \
            (text/html). A tag no declared type carries gives a dynamic type (dyn.…). Failures print one line \
            on standard error and exit with a sysexits code: 64 bad usage, 65 bad data, 66 missing input.

            Examples:
              cardport types show public.json
              cardport types conforms net.daringfireball.markdown public.text
              cardport types lookup --extension opml
            """,
        subcommands: [TypesShowCommand.self, TypesConformsCommand.self, TypesLookupCommand.self, TypesListCommand.self,
                      TypesGuessCommand.self])
}
