import ArgumentParser
import Foundation
import SampleOutputs

/// `cardport-samples`: rewrites the expected outputs of the sample payloads that the golden tests compare with.
///
/// Run by the `refresh-samples` command plugin with the package's `Samples/Payloads` and
/// `Tests/GoldenTests/Expected` folders. A payload that cannot be imported or exported is printed on standard
/// error and the command fails; the expected folder is then left as it was.
@main
struct RefreshSamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardport-samples",
        abstract: "Import every sample payload, export it with every exporter, and write the outputs.")

    @Option(help: "The folder of sample payloads.")
    var payloads: String

    @Option(help: "The expected-outputs folder to rewrite.")
    var expected: String

    func run() throws {
        let outputs: [SampleOutput]
        do {
            outputs = try SampleRun().write(
                payloadsIn: URL(fileURLWithPath: payloads, isDirectory: true),
                to: URL(fileURLWithPath: expected, isDirectory: true))
        } catch {
            FileHandle.standardError.write(Data("cardport-samples: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let payloadCount = Set(outputs.map(\.payload)).count
        print("Wrote \(outputs.count) files for \(payloadCount) payloads to \(expected)")
    }
}
