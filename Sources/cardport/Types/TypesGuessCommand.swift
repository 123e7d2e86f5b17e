import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UniformTypes

/// `cardport types guess FILE|- [--name NAME] [--explain] [--json]`: the type of a file's content, as GLib's
/// `g_content_type_guess` answers.
struct TypesGuessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guess",
        abstract: "Guess the type of a file (or standard input) from its name and its first bytes, as GLib does.",
        discussion: """
            Reads the first 4096 bytes (more when the MIME database's magic rules look further), as gio does, \
            and prints the MIME type and the uniform type it means, tab-separated. The name decides when exactly \
            one glob matches it; the bytes decide otherwise (see --explain). A folder is inode/directory (public.folder); \
            a FIFO, device or socket is named by its kind (inode/fifo, inode/chardevice, inode/blockdevice, inode/socket) and never read.

            Examples:
              cardport types guess Samples/Payloads/release-checklist.md
              cardport types guess notes.txt --explain
              curl -s https://example.com/ | cardport types guess - --name page.html --mime
            """)

    @OptionGroup var registryOptions: TypeRegistryOptions

    @Argument(help: ArgumentHelp("A file, or - for standard input.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The file name to weigh instead of the path (for standard input: none unless given).", valueName: "name"))
    var name: String?

    @Flag(help: "Also print what the name and the bytes each say, and which decided.")
    var explain = false

    @Flag(help: "Print a JSON object: mimeType, type, uncertain, basis, fileNameMatches, content, contentDisagrees, explanation.")
    var json = false

    @Flag(help: "Print only the MIME type.")
    var mime = false

    /// The first `length` bytes of `descriptor` (fewer at its end): all the guess looks at, so a device or an
    /// endless pipe costs no more than a file.
    /// - Throws: ``CommandFailure`` `ioError` (74) with the system's reason.
    static func readPrefix(_ descriptor: Int32, name: String, length: Int) throws -> Data {
        var data = Data(count: length)
        var filled = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            while filled < length {
                let count = read(descriptor, buffer.baseAddress! + filled, length - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        guard failure == 0 else { throw CommandFailure(.ioError, "\(name): cannot be read: \(InputPath.reason(failure))") }
        return data.prefix(filled)
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = try registryOptions.registry()
            let length = max(4096, registry.contentSniffingLength)
            let guess: ContentTypeGuess
            if file == "-" {
                let data = try Self.readPrefix(STDIN_FILENO, name: "<stdin>", length: length)
                guess = registry.guessContentType(of: data, fileName: name)
            } else {
                guard FileManager.default.fileExists(atPath: file) else {
                    throw CommandFailure(.noInput, "\(file): no such file", hint: "check the path, or give - to read standard input")
                }
                // A folder, FIFO, device or socket is named by its kind, never read (a FIFO would block).
                if let kind = registry.guessContentType(ofFileKindAt: file) {
                    guess = kind
                } else {
                    let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOCTTY)
                    guard descriptor >= 0 else { throw InputPath.openFailure(errno, path: file, prefix: file) }
                    defer { close(descriptor) }
                    let data = try Self.readPrefix(descriptor, name: file, length: length)
                    guess = registry.guessContentType(of: data, fileName: name ?? file)
                }
            }
            if json {
                try JSONOutput.print(GuessSummary(guess))
                return
            }
            var output = OutputBuffer()
            try output.writeLine(mime ? guess.mimeType : "\(guess.mimeType)\t\(guess.type.identifier)")
            if explain {
                try output.writeLine("because: \(guess.explanation)")
                for match in guess.fileNameMatches {
                    try output.writeLine("name: \(match.pattern) → \(match.mimeType) (weight \(match.weight))")
                }
                if let content = guess.contentMatch {
                    try output.writeLine("bytes: \(content.mimeType) (\(GuessSummary.rule(content.rule)), priority \(content.priority))")
                } else {
                    try output.writeLine("bytes: not recognised")
                }
            }
            try output.flush()
        }
    }
}

/// The JSON shape of a guess.
struct GuessSummary: Encodable {
    struct NameMatch: Encodable { var pattern: String; var mimeType: String; var weight: Int }
    struct Content: Encodable { var mimeType: String; var rule: String; var priority: Int }
    var mimeType: String
    var type: String
    var uncertain: Bool
    var basis: String
    var fileNameMatches: [NameMatch]
    var content: Content?
    var contentDisagrees: Bool
    var explanation: String

    init(_ guess: ContentTypeGuess) {
        mimeType = guess.mimeType
        type = guess.type.identifier
        uncertain = guess.isUncertain
        basis = "\(guess.basis)"
        fileNameMatches = guess.fileNameMatches.map { NameMatch(pattern: $0.pattern, mimeType: $0.mimeType, weight: $0.weight) }
        content = guess.contentMatch.map { Content(mimeType: $0.mimeType, rule: Self.rule($0.rule), priority: $0.priority) }
        contentDisagrees = guess.contentDisagrees
        explanation = guess.explanation
    }

    static func rule(_ rule: ContentTypeGuess.ContentMatch.Rule) -> String {
        switch rule {
        case .magic: "magic"
        case .text: "text"
        case .empty: "empty"
        }
    }
}
