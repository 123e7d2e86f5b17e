import Foundation
import Testing

/// Every subcommand teaches by example: its help ends with examples, and the man page shows the same ones.
///
/// The commands come from the tool's own definitions (`cardport --experimental-dump-help`, which the man page
/// generator reads too), so a new subcommand without examples fails here.
@Suite struct HelpExamplesTests {
    /// A command and its examples, as the definitions give them.
    struct Command: CustomStringConvertible {
        var path: [String]
        var examples: [String]
        var description: String { path.joined(separator: " ") }
    }

    /// Every command under `cardport`, the root included, except argument-parser's own `help`.
    static func commands() throws -> [Command] {
        let dump = try CardportProcess.run(["--experimental-dump-help"])
        let object = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8))
        let root = try #require((object as? [String: Any])?["command"] as? [String: Any])
        var found: [Command] = []
        func walk(_ command: [String: Any], path: [String]) {
            let name = command["commandName"] as? String ?? "?"
            guard name != "help" else { return }
            let here = path + [name]
            found.append(Command(path: here, examples: examples(in: command["discussion"] as? String ?? "")))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub, path: here) }
        }
        walk(root, path: [])
        return found
    }

    /// The indented lines after `Examples:` (or `Example:`) in a discussion.
    static func examples(in discussion: String) -> [String] {
        let lines = discussion.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Example") && $0.hasSuffix(":") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func singleSpaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyCommandHasExamplesThatRunCardport() throws {
        let commands = try Self.commands()
        #expect(commands.count > 15)
        for command in commands {
            #expect(!command.examples.isEmpty, "'\(command)' has no examples in its help")
            for example in command.examples {
                #expect(example.contains("cardport \(command.path.dropFirst().first ?? "")"),
                        "'\(command)': the example '\(example)' does not run it")
            }
        }
    }

    @Test func helpShowsEachCommandsExamples() throws {
        for command in try Self.commands() {
            let help = try CardportProcess.run(["help"] + command.path.dropFirst())
            #expect(help.status == 0)
            // Help wraps long lines at the terminal's width: compare with every run of white space as one space.
            let shown = Self.singleSpaced(help.standardOutput)
            for example in command.examples {
                #expect(shown.contains(Self.singleSpaced(example)),
                        "'cardport help \(command.path.dropFirst().joined(separator: " "))' lacks '\(example)'")
            }
        }
    }

    @Test func theManPageHasAnExamplesSectionWithEveryCommandsExamples() throws {
        let page = try String(
            contentsOf: ReadmeTests.packageFolder.appendingPathComponent("docs/cardport.1"), encoding: .utf8)
        let sections = page.components(separatedBy: "\n.Sh EXAMPLES\n")
        #expect(sections.count == 2, "docs/cardport.1 has no EXAMPLES section: run docs/generate-manual")
        // mdoc escapes a backslash as \e; the text a reader sees is what the help prints.
        let examples = (sections.last ?? "").replacingOccurrences(of: "\\e", with: "\\")
        for command in try Self.commands() {
            #expect(examples.contains(".Ss \"\(command)\""), "docs/cardport.1 has no examples of '\(command)'")
            for example in command.examples {
                #expect(examples.contains(example), "docs/cardport.1 lacks '\(example)': run docs/generate-manual")
            }
        }
    }
}
