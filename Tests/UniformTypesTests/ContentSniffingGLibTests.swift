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

    @Test("a control byte after the first 128 bytes leaves text text, as GLib decides")
    func textTestLooksAtTheFirst128Bytes() throws {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var pairs: [(path: String, name: String?)] = []
        var samples: [Data] = []
        for position in [0, 64, 127, 128, 129, 600, 4000] {
            var bytes = [UInt8](repeating: UInt8(ascii: "q"), count: 4096)
            bytes[position] = 0x01
            let file = directory.appendingPathComponent("control-at-\(position)")
            try Data(bytes).write(to: file)
            pairs.append((file.path, nil))
            samples.append(Data(bytes))
        }
        let answers = try Self.askGLib(pairs)
        #expect(answers == ["application/octet-stream", "application/octet-stream", "application/octet-stream",
                            "text/plain", "text/plain", "text/plain", "text/plain"])
        #expect(samples.map { registry.guessContentType(of: $0, fileName: nil).mimeType } == answers)
    }

    @Test("at least 200 files on the machine, of every kind found, get GLib's answer")
    func filesOnTheMachineAgreeWithGLib() async throws {
        let outcome = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.compareFilesOnTheMachineWithGLib() })
            }
        }
        #expect(outcome.asked >= 200, "only \(outcome.asked) files found")
        #expect(outcome.distinctAnswers > 20, "only \(outcome.distinctAnswers) distinct answers")
        #expect(outcome.mismatches.isEmpty,
                "\(outcome.mismatches.count) of \(outcome.asked) differ:\n\(outcome.mismatches.prefix(40).joined(separator: "\n"))")
    }

    /// Files of the system, up to four per file name extension (and per extensionless name kind), from folders
    /// every Debian-like machine has; what gio passes is what is read: the first 4096 bytes, or the database's
    /// sniffing length if that is more.
    private static func compareFilesOnTheMachineWithGLib() throws -> Outcome {
        let registry = TypeRegistry(systemDeclarations: true, sharedMIMEInfo: true)
        let length = max(4096, registry.contentSniffingLength)
        let roots = ["/usr/share/doc", "/usr/share/mime", "/usr/share/icons", "/usr/share/pixmaps", "/usr/include",
                     "/usr/lib/python3", "/usr/share/perl5", "/usr/share/zoneinfo", "/usr/share/man", "/usr/bin",
                     "/usr/lib/x86_64-linux-gnu", "/usr/share/fonts", "/usr/share/X11", "/usr/share/common-licenses",
                     "/etc"]
        var perKind: [String: Int] = [:]
        var files: [(path: String, data: Data)] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            var paths: [String] = []
            while let relative = walker.nextObject() as? String, paths.count < 20_000 { paths.append(relative) }
            for relative in paths.sorted() {
                let path = root + "/" + relative
                var status = stat()
                guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { continue }
                let name = (relative as NSString).lastPathComponent
                let pathExtension = (name as NSString).pathExtension.lowercased()
                let kind = pathExtension.isEmpty ? "\(root):\(name.prefix(3))" : pathExtension
                guard perKind[kind, default: 0] < 4,
                      let handle = FileHandle(forReadingAtPath: path) else { continue }
                let data = (try? handle.read(upToCount: length)) ?? nil
                try? handle.close()
                guard let data else { continue }
                perKind[kind, default: 0] += 1
                files.append((path, data))
                if files.count >= 600 { break }
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-machine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // GLib reads the same leading bytes from copies, so that both sides see exactly the same input.
        var pairs: [(path: String, name: String?)] = []
        for (index, file) in files.enumerated() {
            let copy = directory.appendingPathComponent("\(index)")
            try file.data.write(to: copy)
            pairs.append((copy.path, (file.path as NSString).lastPathComponent))
        }
        let answers = try askGLib(pairs)
        guard answers.count == files.count else {
            throw GLibOracle.Failure("GLib gave \(answers.count) answers to \(files.count) questions")
        }
        var mismatches: [String] = []
        for (file, glib) in zip(files, answers) {
            let ours = registry.guessContentType(of: file.data, fileName: (file.path as NSString).lastPathComponent)
            if ours.mimeType != glib { mismatches.append("\(file.path): GLib \(glib), ours \(ours.mimeType)") }
        }
        return Outcome(asked: files.count, distinctAnswers: Set(answers).count, mismatches: mismatches)
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
