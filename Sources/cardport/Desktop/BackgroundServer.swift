import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serving a selection from the background, as xclip does: the command starts itself again in a session of its
/// own (so closing the terminal sends it no SIGHUP), waits until that copy owns the selection, prints what it
/// printed and returns to the shell.
enum BackgroundServer {
    /// The hidden flag the background copy of the command runs with.
    static let detachedFlag = "--detached"
    /// The line the serving copy prints once it owns the selection; the starting copy returns when it sees it.
    static let readyMarker = "serving"

    /// Starts `cardport` again with `--foreground --detached` added after the subcommand `subcommand`, in a new
    /// session, its standard output a pipe read here until the ready line arrives. Returns the exit status to
    /// leave with: 0 once the background copy serves, or the background copy's own status when it ended first
    /// (its error went to standard error).
    static func start(subcommand: String) throws -> Int32 {
        var arguments = CommandLine.arguments
        let position = (arguments.dropFirst().firstIndex(of: subcommand) ?? 0) + 1
        arguments.insert(contentsOf: ["--foreground", detachedFlag], at: position)

        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw CommandFailure(.software, "cannot start the background server: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        closeOnExec(above: 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26+; the macro is not imported into Swift): a session of its own, so the
        // terminal's hang-up does not reach it.
        posix_spawnattr_setflags(&attributes, Int16(0x80))

        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, cArguments, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw CommandFailure(.software, "cannot start the background server: \(String(cString: strerror(spawned)))")
        }

        let reader = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true)
        var text = ""
        while !text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: { $0.hasPrefix(readyMarker) }) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        FileHandle.standardOutput.write(Data(text.utf8))
        if text.split(separator: "\n").contains(where: { $0.hasPrefix(readyMarker) }) { return 0 }
        // The background copy ended before it served: its status is the command's.
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let exited = status & 0x7f == 0
        return exited ? (status >> 8) & 0xff : 70
    }

    /// Marks every descriptor above `lowest` close-on-exec, so nothing the starting copy holds goes to the server,
    /// which outlives it: a pipe or socket inherited from whoever started `cardport copy` (a caller's output pipe,
    /// the socket by which Foundation's `Process` learns that a child ended) would stay open as long as the
    /// clipboard is served, and that caller would wait for it. (glibc's `posix_spawn_file_actions_addclosefrom_np`
    /// would say this in one line, but Swift does not import it.)
    private static func closeOnExec(above lowest: Int32) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in names.compactMap({ Int32($0) }) where descriptor > lowest {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// In the background copy, once it serves: standard output stops going to the starting copy (which has
    /// returned), standard error keeps going to the terminal when it is one and is dropped otherwise (a caller
    /// capturing the output must not wait for a server that runs on), and hang-ups are ignored.
    static func detachOutput() {
        signal(SIGHUP, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { return }
        dup2(null, 1)
        if isatty(2) == 0 { dup2(null, 2) }
        close(null)
    }
}
