import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTML file that sends the browser on to the board's address with its token: what `serve --open`
/// hands the browser, so the token never appears on a command line.
///
/// A program's arguments are public on Linux (`/proc/PID/cmdline`, `ps`), so the browser launcher
/// (`xdg-open`) and the browser it starts must not be given the token. They are given the `file://` address
/// of this page instead, as Jupyter does: it lives in a folder of its own that only this user can enter
/// (mode 0700, made with `mkdtemp` under `$XDG_RUNTIME_DIR`, else the temporary folder), is itself readable
/// by this user only (0600, created exclusively, never through a link), and redirects at once to the
/// address with the token, which the server exchanges for its cookie and drops from the address bar.
public struct LaunchPage: Sendable {
    /// The page's `file://` address: what the browser is given.
    public let fileURL: URL
    /// The private folder holding it.
    public let folder: URL

    /// Why the page could not be written.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the path.
        public var description: String
    }

    /// Writes a page that redirects to `address`.
    /// - Parameters:
    ///   - address: the board's address with its token.
    ///   - environment: where `XDG_RUNTIME_DIR` is looked up (the process's own unless given).
    /// - Throws: ``Failure`` when no private folder or file can be made.
    public static func write(
        redirectingTo address: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) -> LaunchPage {
        var parents: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { parents.append(runtime) }
        parents.append(FileManager.default.temporaryDirectory.path)
        var failures: [String] = []
        for parent in parents {
            var template = Array((parent + "/cardport-serve-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            guard made != nil else {
                failures.append("\(parent): \(String(cString: strerror(errno)))")
                continue
            }
            let folder = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            let file = folder + "/open.html"
            let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                failures.append("\(file): \(String(cString: strerror(errno)))")
                rmdir(folder)
                continue
            }
            let bytes = Array(html(redirectingTo: address).utf8)
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == bytes.count else {
                unlink(file)
                rmdir(folder)
                failures.append("\(file): could not write it")
                continue
            }
            return LaunchPage(fileURL: URL(fileURLWithPath: file), folder: URL(fileURLWithPath: folder))
        }
        throw Failure(description: "cannot write the page that opens the board: " + failures.joined(separator: "; "))
    }

    /// The page: an immediate redirect, and a link for a browser that does not follow it. No script; the
    /// address is escaped; no referrer is sent.
    static func html(redirectingTo address: String) -> String {
        let escaped = HTMLText.escape(address)
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
            <meta http-equiv="refresh" content="0;url=\(escaped)"><title>Cardport</title></head>
            <body><p><a href="\(escaped)">Open the board</a></p></body></html>

            """
    }

    /// Removes the page and its folder.
    public func remove() {
        unlink(fileURL.path)
        rmdir(folder.path)
    }
}

/// The system's `write(2)` (the name is taken by ``LaunchPage/write(redirectingTo:environment:)`` inside the type).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
