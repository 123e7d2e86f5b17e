import ArgumentParser
import UniformTypes

/// `cardport types conforms A B`: whether type A conforms to type B, or the same for many pairs on standard input.
struct TypesConformsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conforms",
        abstract: "Print true if the first type conforms to the second, false if not (exit 0 either way).",
        discussion: """
            With --stdin, read pairs "A B" (separated by spaces or tabs), one a line, and print one answer a \
            line; blank lines are skipped. A bad line stops the run with exit 65 after the answers before it.
            With --mime, A and B are MIME types and the answer is the freedesktop database's (GLib's).

            Examples:
              cardport types conforms public.file-url public.url
              echo 'public.html public.text' | cardport types conforms --stdin
            """)

    @OptionGroup var registryOptions: TypeRegistryOptions

    @Flag(help: "Read pairs from standard input instead of the arguments.")
    var stdin = false

    @Flag(help: "Ask the MIME-type question instead: is MIME type A a B, as GLib's g_content_type_is_a answers.")
    var mime = false

    @Argument(help: ArgumentHelp("The type that may conform.", valueName: "type"))
    var type: String?

    @Argument(help: ArgumentHelp("The type it may conform to.", valueName: "supertype"))
    var supertype: String?

    /// One question about two named types; where a name is bad, throws ``CommandFailure`` with `exitCode`,
    /// its message starting with `place`.
    typealias Question = (_ type: String, _ supertype: String, _ place: String?, _ exitCode: ExitCode) throws -> Bool

    func validate() throws {
        if stdin {
            guard type == nil, supertype == nil else { throw ValidationError("--stdin takes no type arguments") }
        } else {
            guard type != nil, supertype != nil else { throw ValidationError("give two types, or --stdin") }
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = try registryOptions.registry()
            let question = makeQuestion(registry)
            var output = OutputBuffer()
            if let type, let supertype {
                try output.writeLine(String(try question(type, supertype, nil, .usage)))
            } else {
                defer { try? output.flush() }
                var lineNumber = 0
                while let line = readLine(strippingNewline: true) {
                    lineNumber += 1
                    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
                    if fields.isEmpty { continue }
                    let place = "<stdin>:\(lineNumber)"
                    guard fields.count == 2 else {
                        throw CommandFailure(.dataError, "\(place): expected two types separated by spaces or tabs, found \(fields.count == 1 ? "one" : "\(fields.count)")")
                    }
                    try output.writeLine(String(try question(String(fields[0]), String(fields[1]), place, .dataError)))
                }
            }
            try output.flush()
        }
    }

    /// The question each pair asks: UTType conformance through the registry, with each name resolved once.
    private func makeQuestion(_ registry: TypeRegistry) -> Question {
        if mime { return { a, b, _, _ in registry.mimeType(a, isA: b) } }
        var resolved: [String: UTType] = [:]
        func type(_ name: String, _ place: String?, _ exitCode: ExitCode) throws -> UTType {
            if let known = resolved[name] { return known }
            let type = try TypeQuery.resolve(name, in: registry, place: place, exitCode: exitCode)
            resolved[name] = type
            return type
        }
        return { a, b, place, exitCode in
            try type(a, place, exitCode).conforms(to: try type(b, place, exitCode))
        }
    }
}
