import ArgumentParser
import BoardServer
import BoardServerCommandLine
import Boards
import Foundation

/// Serves one of the four sample apps in a browser, with its own layout and rules. `cardport serve --sample NAME`
/// runs this program with the same arguments; run it yourself from the source tree with
/// `swift run SampleServer --sample trello`.
@main
struct SampleServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SampleServer",
        abstract: "Serve a sample app (trello, table, sections or collections) as a web page.",
        discussion: """
            The sample's board is written to BOARD if that file does not exist yet, or to a new temporary folder \
            when BOARD is not given; an existing BOARD is served with the sample's rules.
            """)

    @OptionGroup var options: ServeOptions

    @Option(help: ArgumentHelp("The sample app: trello, table, sections or collections.", valueName: "name"))
    var sample: ServeSample

    func run() async throws {
        let board = try boardFile()
        let configuration = options.configuration(boardPath: board)
        let server: BoardServer
        do {
            server = try BoardServer(configuration: configuration, layout: sample.layout(), makeTarget: sample.makeTarget())
        } catch {
            Self.fail("\(error)")
            throw ExitCode(66)
        }
        try await options.run(server, configuration: configuration)
    }

    /// The board file the sample is served from: BOARD when it exists (the sample's rules over it), else a new
    /// file with the sample's board, at BOARD or in a new temporary folder.
    func boardFile() throws -> String {
        if let path = options.board, FileManager.default.fileExists(atPath: path) { return path }
        let path: String
        if let given = options.board {
            path = given
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-sample-\(UUID().uuidString.prefix(8))")
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                Self.fail("cannot make a folder for the sample: \(error.localizedDescription)")
                throw ExitCode(73)
            }
            path = folder.appendingPathComponent("\(sample.rawValue).json").path
        }
        var file = BoardFile(path: path)
        do { try file.save(sample.initialBoard) } catch {
            Self.fail("\(error)")
            throw ExitCode(73)
        }
        return path
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("cardport: \(message)\n".utf8))
    }
}
