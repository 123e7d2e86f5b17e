import CardportTestSupport
import Foundation
import Locking

/// A Wayland compositor of the test's own: sway on wlroots' headless backend (no screen, no input devices, the
/// pixman renderer), in a runtime folder of its own, stopped when the test is done.
///
/// sway refuses to run as root, so under root it runs as `nobody` (through `setpriv`); clients reach it by the
/// socket's absolute path in `WAYLAND_DISPLAY`. When sway cannot start, ``start()`` throws ``Unavailable``:
/// in CI (`CI=true`) the test fails with the reason; elsewhere the caller may skip, saying why.
package final class HeadlessCompositor: Sendable {
    /// Why no compositor could be started.
    package struct Unavailable: Error, CustomStringConvertible {
        package var reason: String
        package init(reason: String) { self.reason = reason }
        package var description: String { reason }
    }

    /// The socket's absolute path, for `WAYLAND_DISPLAY`.
    package let socket: String
    private let folder: URL
    /// The compositor's process; Foundation's `Process` is not `Sendable`, so it is only touched under this lock.
    private let process: Locked<Process>
    private let exit: ExitWatch

    private init(socket: String, folder: URL, process: Process, exit: ExitWatch) {
        self.socket = socket
        self.folder = folder
        self.process = Locked(process)
        self.exit = exit
    }

    /// Starts sway and waits until its socket exists.
    package static func start() async throws -> HeadlessCompositor {
        try await offPool {
            guard let sway = findExecutable("sway") else {
                throw Unavailable(reason: "sway is not installed (apt-get install sway; .ci/run installs it)")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-wayland-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let configuration = folder.appendingPathComponent("sway.conf")
            try Data("output HEADLESS-1 resolution 1024x768\nxwayland disable\n".utf8).write(to: configuration)
            let process = Process()
            var arguments = [sway, "-c", configuration.path]
            if getuid() == 0 {
                guard let setpriv = findExecutable("setpriv") else {
                    throw Unavailable(reason: "sway refuses to run as root and setpriv (util-linux) is missing")
                }
                chown(folder.path, 65534, 65534)
                chown(configuration.path, 65534, 65534)
                arguments = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] + arguments
            }
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
            process.environment = [
                "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_RUNTIME_DIR": folder.path,
                "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
            ]
            let log = folder.appendingPathComponent("sway.log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = try FileHandle(forWritingTo: log)
            let exit = ExitWatch(process)
            try runWithTerminationSignals(process)
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline, process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if let name = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }) {
                    let compositor = HeadlessCompositor(
                        socket: folder.appendingPathComponent(name).path, folder: folder, process: process, exit: exit)
                    // The socket opens before the output has a workspace; a window mapped in between is put
                    // aside without the focus, and no key ever reaches it.
                    while Date() < deadline, process.isRunning {
                        if compositor.hasFocusedWorkspace() { return compositor }
                        usleep(50_000)
                    }
                    break
                }
                usleep(20_000)
            }
            process.terminate()
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Unavailable(reason: "sway did not open a Wayland socket with a workspace in 20 s: \(said.suffix(400))")
        }
    }

    /// Starts a compositor, or records why not: a failure under CI, a visible skip note elsewhere (nil).
    package static func startOrExplain() async throws -> HeadlessCompositor? {
        do {
            return try await start()
        } catch let error as Unavailable {
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw error }
            print("skipped, no Wayland compositor: \(error.reason)")
            return nil
        }
    }

    /// Stops the compositor (ten seconds, then it is killed) and removes its folder.
    package func stop() {
        process.withLock { exit.stop($0) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of sway's IPC socket in the runtime folder, once sway has opened it.
    private var ipcSocket: String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.first { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }.map { folder.appendingPathComponent($0).path }
    }

    /// Runs `swaymsg` with `arguments` against this sway's IPC socket; its standard output, nil when it failed.
    package func message(_ arguments: [String]) -> Data? {
        guard let ipc = ipcSocket, let swaymsg = findExecutable("swaymsg") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swaymsg)
        process.arguments = ["-s", ipc] + arguments
        let stdout = ProcessLaunch.pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        let exit = ExitWatch(process)
        guard (try? ProcessLaunch.run(process)) != nil else { return nil }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        guard exit.wait(seconds: 30) else { exit.stop(process); return nil }
        return process.terminationStatus == 0 ? output : nil
    }

    /// Whether an output of this sway shows a workspace that has the focus: where a new window gets it.
    func hasFocusedWorkspace() -> Bool {
        guard let data = message(["-t", "get_workspaces"]),
            let workspaces = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return false }
        return workspaces.contains { $0["focused"] as? Bool == true }
    }

    /// Gives the keyboard focus to the window titled `title` (a regular expression, as sway's criteria take it).
    package func focus(windowTitled title: String) {
        _ = message(["[title=\"\(title)\"]", "focus"])
    }

    /// What sway said so far (errors only, at its default log level): what a test that failed shows.
    package var log: String {
        (try? String(contentsOf: folder.appendingPathComponent("sway.log"), encoding: .utf8)) ?? ""
    }

    /// The environment of a program run in this session: `WAYLAND_DISPLAY` set, no X display, sway's IPC at
    /// `SWAYSOCK` (as sway gives its own children), and the session's runtime folder, without which GTK opens no
    /// Wayland display.
    package var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = socket
        environment["SWAYSOCK"] = ipcSocket
        environment["XDG_RUNTIME_DIR"] = folder.path
        environment["DISPLAY"] = nil
        environment["GDK_BACKEND"] = "wayland"
        return environment
    }

    // MARK: Windows and the pointer

    /// The centre of the window whose title matches `pattern` (a regular expression), in the compositor's
    /// coordinates; nil when no such window is mapped within 20 s.
    package func centre(ofWindowMatching pattern: String) async throws -> (x: Int, y: Int)? {
        try await frame(ofWindowMatching: pattern).map { ($0.x + $0.width / 2, $0.y + $0.height / 2) }
    }

    /// The rectangle of the window whose title matches `pattern` (a regular expression), in the compositor's
    /// coordinates, as sway's tree says (`swaymsg -t get_tree`); nil when no such window is mapped within 20 s.
    package func frame(ofWindowMatching pattern: String) async throws -> (x: Int, y: Int, width: Int, height: Int)? {
        let expression = try Regex(pattern)
        let deadline = Date().addingTimeInterval(20)
        repeat {
            if let ipc = ipcSocket {
                let tree = try await ExternalProgram.run(
                    ["swaymsg", "-s", ipc, "-t", "get_tree", "--raw"], on: self, timeout: .seconds(10))
                if let root = try? JSONSerialization.jsonObject(with: tree.output),
                   let rect = Self.rect(ofWindowMatching: expression, in: root) {
                    return rect
                }
            }
            try await Task.sleep(for: .milliseconds(100))  // Polls sway's tree until the window is mapped.
        } while Date() < deadline
        return nil
    }

    /// The rectangle of the first window (a node with an app id or a shell) whose name matches `expression`.
    private static func rect(ofWindowMatching expression: Regex<AnyRegexOutput>, in node: Any)
        -> (x: Int, y: Int, width: Int, height: Int)?
    {
        guard let node = node as? [String: Any] else { return nil }
        if node["shell"] != nil, let name = node["name"] as? String, name.contains(expression),
           let rect = node["rect"] as? [String: Any], let x = rect["x"] as? Int, let y = rect["y"] as? Int,
           let width = rect["width"] as? Int, let height = rect["height"] as? Int, width > 0 {
            return (x, y, width, height)
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [Any] ?? [] {
                if let found = rect(ofWindowMatching: expression, in: child) { return found }
            }
        }
        return nil
    }

    /// Drags with a virtual pointer from the centre of the window titled `source` to the centre of `target`.
    /// - Throws: ``Unavailable`` when either window is not mapped.
    package func drag(from source: String, to target: String) async throws {
        guard let from = try await centre(ofWindowMatching: source) else {
            throw Unavailable(reason: "no window titled \(source) appeared")
        }
        guard let to = try await centre(ofWindowMatching: target) else {
            throw Unavailable(reason: "no window titled \(target) appeared")
        }
        try await VirtualPointer.drag(from: from, to: to, on: self)
    }

    // MARK: wl-clipboard, the other application

    /// Runs wl-clipboard's `wl-paste` in this session; its standard output.
    package func paste(_ arguments: [String]) throws -> Data {
        let process = try program("wl-paste", arguments)
        let stdout = ProcessLaunch.pipe()
        process.standardOutput = stdout
        let exit = ExitWatch(process)
        try ProcessLaunch.run(process)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        guard exit.wait(seconds: 30) else {
            exit.stop(process)
            throw ChildProcessTimeout(command: ["wl-paste"] + arguments, seconds: 30)
        }
        return output
    }

    /// Copies `input` with `wl-copy --foreground` (it serves until another client takes the selection or it is
    /// terminated) and waits until the compositor's selection offers `type`.
    @discardableResult
    package func copy(_ input: Data, type: String) throws -> WaylandCopy {
        let process = try program("wl-copy", ["--foreground", "--type", type])
        let stdin = ProcessLaunch.pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        let copy = WaylandCopy(process)
        try runWithTerminationSignals(process)  // So that terminate() ends it.
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let types = String(decoding: try paste(["--list-types"]), as: UTF8.self)
            if types.split(separator: "\n").contains(Substring(type)) { return copy }
            usleep(20_000)
        }
        copy.terminate()
        throw HeadlessCompositor.Unavailable(reason: "wl-copy did not take the selection")
    }

    private func program(_ name: String, _ arguments: [String]) throws -> Process {
        guard let path = findExecutable(name) else {
            throw HeadlessCompositor.Unavailable(reason: "\(name) is not installed (apt-get install wl-clipboard)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        return process
    }
}
