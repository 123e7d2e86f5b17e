import ArgumentParser
import Foundation

/// Runs the sample server in place of this process: `cardport serve --sample NAME …` becomes
/// `SampleServer --sample NAME …`, the program beside `cardport` that links the sample apps (`cardport` itself
/// links no sample code). Standard streams, signals and the exit status are the sample server's.
enum SampleServerLauncher {
    /// The sample server's file name.
    static let programName = "SampleServer"

    /// Replaces this process with the sample server, given every argument after `serve`.
    /// - Throws: ``CommandFailure`` (unavailable, 69) when the sample server is not installed beside `cardport`
    ///   or cannot be run.
    static func replaceProcess() throws -> Never {
        let path = location()
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let failure = CommandFailure(
                .unavailable, "the sample apps are not installed beside this cardport (\(path) is missing)",
                hint: "in Cardport's source tree, `swift build` builds them, or run `swift run \(programName) --sample NAME`")
            failure.print()
            throw failure.exitCode
        }
        let arguments = CommandLine.arguments
        let rest = arguments.firstIndex(of: "serve").map { Array(arguments[($0 + 1)...]) } ?? []
        let argv = ([path] + rest).map { strdup($0) } + [nil]
        fflush(nil)
        execv(path, argv)
        let failure = CommandFailure(.unavailable, "cannot run \(path): \(String(cString: strerror(errno)))")
        failure.print()
        throw failure.exitCode
    }

    /// Where the sample server is: beside the running `cardport` (`swift build` puts them in one folder).
    static func location() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(programName).path
    }
}
