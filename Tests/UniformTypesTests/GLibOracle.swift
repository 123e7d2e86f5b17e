import CardportTestSupport
import Foundation
import Locking

/// GLib itself, asked through the system Python and PyGObject: the oracle the MIME-type and content-sniffing
/// tests compare Cardport's answers with.
enum GLibOracle {
    /// The lines every oracle script starts with: load `Gio` (exit 3 with an install hint when it is missing)
    /// and read the JSON file named by the first argument into `asked`.
    static let prelude = """
        import json, sys
        try:
            import gi
            gi.require_version("Gio", "2.0")
            from gi.repository import Gio
        except Exception as error:
            print("python3-gi is missing (%s): install it with apt-get install -y python3-gi gir1.2-glib-2.0" % error)
            sys.exit(3)
        with open(sys.argv[1]) as handle:
            asked = json.load(handle)

        """

    /// Runs `prelude` followed by `script` with `input` as the JSON file it reads, and returns what it printed.
    /// - Throws: ``Failure`` when the system Python is missing or the script exits with another status than 0
    ///   (the message is the script's own for status 3, the missing-module hint).
    static func run(_ script: String, input: Data, named name: String) throws -> Data {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure("\(python) is missing: the GLib comparison needs the system Python with python3-gi (apt-get install -y python3 python3-gi gir1.2-glib-2.0)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-\(name)-\(UUID().uuidString).json")
        try input.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", prelude + script, file.path]
        let output = ProcessLaunch.pipe()
        process.standardOutput = output
        let exit = ExitWatch(process)
        try ProcessLaunch.run(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard exit.wait(seconds: 120) else {
            exit.stop(process)
            throw ChildProcessTimeout(command: [python] + (process.arguments ?? []), seconds: 120)
        }
        guard process.terminationStatus == 0 else {
            let text = String(decoding: data.prefix(500), as: UTF8.self)
            throw Failure(process.terminationStatus == 3
                ? text.trimmingCharacters(in: .whitespacesAndNewlines)
                : "the GLib oracle exited with status \(process.terminationStatus): \(text)")
        }
        return data
    }

    /// Why the oracle could not answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
