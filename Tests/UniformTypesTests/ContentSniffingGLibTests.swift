import Foundation
import Testing
@testable import UniformTypes

/// Content sniffing against GLib's `g_content_type_guess`, asked through the system Python and PyGObject, on
/// generated samples of common types under many names.
@Suite("Content sniffing answers as g_content_type_guess does")
struct ContentSniffingGLibTests {
    /// Reads a JSON list of [file, name or null] and prints a JSON list of GLib's answers, one per pair.
    private static let oracleScript = """
        answers = []
        for path, name in asked:
            with open(path, "rb") as sample:
                data = sample.read()
            answers.append(Gio.content_type_guess(name, data)[0])
        sys.stdout.write(json.dumps(answers))
        """

    private static func askGLib(_ pairs: [(path: String, name: String?)]) throws -> [String] {
        let json = try JSONSerialization.data(withJSONObject: pairs.map { [$0.path, $0.name ?? NSNull()] as [Any] })
        let data = try GLibOracle.run(oracleScript, input: json, named: "guess")
        return try JSONDecoder().decode([String].self, from: data)
    }

    @Test("every generated sample under every name gets GLib's answer")
    func everySampleAgreesWithGLib() async throws {
        // The comparison waits on a process for seconds: off Swift's cooperative pool, which has one thread a core.
        let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.compareEverySampleWithGLib() })
            }
        }
        // The samples are recognised as what they are, not all as one fallback.
        #expect(outcome.distinctAnswers > 60, "only \(outcome.distinctAnswers) distinct answers")
        #expect(outcome.mismatches.isEmpty,
                "\(outcome.mismatches.count) of \(outcome.asked) differ:\n\(outcome.mismatches.prefix(40).joined(separator: "\n"))")
    }

    private struct Outcome: Sendable {
        var asked: Int
        var distinctAnswers: Int
        var mismatches: [String]
    }

    /// Runs on a Dispatch thread: throws instead of recording issues, which need the test's task.
    private static func compareEverySampleWithGLib() throws -> Outcome {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
        guard registry.contentSniffingLength > 0 else {
            throw GLibOracle.Failure("no shared-mime-info magic found in \(TypeRegistry.sharedMIMEInfoDirectories.map(\.path))")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-guess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var pairs: [(path: String, name: String?)] = []
        var asked: [(sample: String, data: Data, name: String?)] = []
        for (sample, bytes) in ContentSniffingSamples.contents {
            let file = directory.appendingPathComponent(sample)
            let data = Data(bytes)
            try data.write(to: file)
            for name in ContentSniffingSamples.fileNames {
                pairs.append((file.path, name))
                asked.append((sample, data, name))
            }
        }
        let answers = try Self.askGLib(pairs)
        guard answers.count == asked.count else {
            throw GLibOracle.Failure("GLib gave \(answers.count) answers to \(asked.count) questions")
        }

        var mismatches: [String] = []
        for (question, glib) in zip(asked, answers) {
            let ours = registry.guessContentType(of: question.data, fileName: question.name)
            if ours.mimeType != glib {
                mismatches.append("\(question.sample) as \(question.name ?? "(no name)"): GLib \(glib), ours \(ours.mimeType)")
            }
        }
        return Outcome(asked: asked.count, distinctAnswers: Set(answers).count, mismatches: mismatches)
    }
}
