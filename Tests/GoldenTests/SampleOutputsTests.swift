import Foundation
import SampleOutputs
import Testing

/// The golden tests: every sample payload, imported and exported with every built-in adapter, gives exactly the
/// committed expected outputs under `Tests/GoldenTests/Expected/<payload>/`.
@Suite struct SampleOutputsTests {
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let payloadsDirectory = packageDirectory.appending(path: "Samples/Payloads", directoryHint: .isDirectory)
    static let expectedDirectory = packageDirectory.appending(
        path: "Tests/GoldenTests/Expected", directoryHint: .isDirectory)
    static let refreshHint =
        "If the change is intended, run `swift package --allow-writing-to-package-directory refresh-samples` "
        + "and review the `git diff` of Tests/GoldenTests/Expected."

    static let payloadNames: [String] =
        (try? SampleRun().payloads(in: payloadsDirectory).map(\.lastPathComponent)) ?? []

    /// Guards the parameterised test below, which would run no case at all if the folder were not found.
    @Test func samplePayloadsAreFound() {
        #expect(Self.payloadNames.count >= 9, "Samples/Payloads should hold one payload of every format")
    }

    @Test(arguments: payloadNames)
    func outputsMatchTheExpectedFiles(payload: String) throws {
        let outputs = try SampleRun().outputs(forPayloadAt: Self.payloadsDirectory.appending(path: payload))
        for output in outputs {
            let file = Self.expectedDirectory.appending(path: output.relativePath)
            guard let expected = try? Data(contentsOf: file) else {
                Issue.record("missing expected output \(output.relativePath). \(Self.refreshHint)")
                continue
            }
            let diff = GoldenDiff.describe(
                expected: String(decoding: expected, as: UTF8.self),
                actual: String(decoding: output.data, as: UTF8.self), path: output.relativePath)
            if let diff {
                Issue.record("\(output.relativePath) differs from the expected output:\n\(diff)\n\(Self.refreshHint)")
            } else if expected != output.data {
                Issue.record("\(output.relativePath) differs from the expected output in its bytes. \(Self.refreshHint)")
            }
        }
    }

    @Test func noExpectedOutputIsLeftOver() throws {
        let made = Set(try SampleRun().outputs(forPayloadsIn: Self.payloadsDirectory).map(\.relativePath))
        let files = FileManager.default
        let committed = (try? files.subpathsOfDirectory(atPath: Self.expectedDirectory.path)) ?? []
        for path in committed.sorted() where !path.hasPrefix(".") {
            var isFolder: ObjCBool = false
            let exists = files.fileExists(
                atPath: Self.expectedDirectory.appending(path: path).path, isDirectory: &isFolder)
            if exists, !isFolder.boolValue, !made.contains(path) {
                Issue.record("\(path) is no longer made from Samples/Payloads. \(Self.refreshHint)")
            }
        }
    }

    @Test func runsGiveTheSameBytes() throws {
        let first = try SampleRun().outputs(forPayloadsIn: Self.payloadsDirectory)
        let second = try SampleRun().outputs(forPayloadsIn: Self.payloadsDirectory)
        #expect(first == second)
    }
}
