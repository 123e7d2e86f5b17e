import Foundation
import StreamingJSON

/// A client of sway's IPC (the i3 IPC protocol, which sway speaks on the Unix socket named by `SWAYSOCK`): how a
/// program finds other clients' windows and their place on the outputs, which no Wayland protocol tells a client.
///
/// Each message is the 6-byte magic `i3-ipc`, the payload's length and the message's type (32-bit, native byte
/// order), then the payload; the reply has the same framing. One connection per message, so the value can be
/// shared between threads. Every read and write gives up after ``timeout``: a compositor that stops answering
/// makes a ``WaylandError`` `timeout`, never a hang.
public struct SwayIPC: Sendable {
    /// The socket's path.
    public let socketPath: String
    /// How long the compositor may take to answer one message.
    public let timeout: Duration

    /// The i3 IPC message types Cardport sends.
    enum MessageType: UInt32 {
        case runCommand = 0
        case getTree = 4
    }

    /// A client of the socket at `socketPath`.
    public init(socketPath: String, timeout: Duration = .seconds(5)) {
        self.socketPath = socketPath
        self.timeout = timeout
    }

    /// The client of the socket `SWAYSOCK` names.
    /// - Throws: ``WaylandError`` `noWindowList` when `SWAYSOCK` is unset or empty.
    public static func fromEnvironment(timeout: Duration = .seconds(5)) throws(WaylandError) -> SwayIPC {
        guard let path = ProcessInfo.processInfo.environment["SWAYSOCK"], !path.isEmpty else {
            throw WaylandError(.noWindowList, "SWAYSOCK is not set, so no sway IPC tells where other windows are")
        }
        return SwayIPC(socketPath: path, timeout: timeout)
    }

    /// Runs sway `command` (as `swaymsg` would), e.g. `[con_id=12] floating enable`.
    /// - Throws: ``WaylandError`` `connectionLost` when sway cannot be reached or refuses the command (its error
    ///   is in the message), `timeout`.
    public func run(_ command: String) throws(WaylandError) {
        let reply = try send(.runCommand, payload: Data(command.utf8))
        let failures: [String]
        do {
            failures = try JSONReader.read(reply, maximumDepth: 16) { reader in
                var failures: [String] = []
                try reader.forEachElement { reader, _ in
                    var success = true
                    var error: String?
                    try reader.forEachMember { reader, key in
                        if key == "success" { success = try reader.readBool() }
                        if key == "error" { error = try reader.readOptionalString() }
                    }
                    if !success { failures.append(error ?? "failed") }
                }
                return failures
            }
        } catch {
            throw WaylandError(.connectionLost, "sway's IPC answered the command with bad JSON: \(error)")
        }
        guard failures.isEmpty else {
            throw WaylandError(.connectionLost, "sway refused '\(command)': \(failures.joined(separator: "; "))")
        }
    }

    /// Sends one message and reads its reply's payload.
    func send(_ type: MessageType, payload: Data) throws(WaylandError) -> Data {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw failure("cannot make a socket") }
        defer { close(fd) }
        let (seconds, attoseconds) = timeout.components
        // A zero timeval means no limit at all: the shortest limit is a millisecond.
        var limit = timeval(tv_sec: Int(max(0, seconds)),
                            tv_usec: seconds > 0 ? Int(attoseconds / 1_000_000_000_000) : max(1_000, Int(attoseconds / 1_000_000_000_000)))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(socketPath.utf8)
        guard path.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw WaylandError(.noWindowList, "the sway IPC socket's path is too long: \(socketPath)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.enumerated() { bytes[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            throw WaylandError(.noWindowList, "no sway IPC answers at '\(socketPath)': \(String(cString: strerror(errno)))")
        }
        var message = Data("i3-ipc".utf8)
        withUnsafeBytes(of: UInt32(payload.count)) { message.append(contentsOf: $0) }
        withUnsafeBytes(of: type.rawValue) { message.append(contentsOf: $0) }
        message.append(payload)
        let written = message.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = write(fd, bytes.baseAddress! + done, bytes.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        guard written else { throw failure("cannot write to sway's IPC") }
        let header = try read(14, from: fd)
        guard header.prefix(6) == Data("i3-ipc".utf8) else {
            throw WaylandError(.connectionLost, "'\(socketPath)' does not speak sway's IPC")
        }
        let length = header.subdata(in: 6..<10).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        return try read(Int(length), from: fd)
    }

    /// Reads exactly `count` bytes.
    private func read(_ count: Int, from fd: Int32) throws(WaylandError) -> Data {
        var data = Data(count: count)
        var done = 0
        while done < count {
            let got = data.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, count - done) }
            if got < 0, errno == EINTR { continue }
            if got < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw WaylandError(.timeout, "sway's IPC did not answer within \(timeout)")
            }
            guard got > 0 else { throw failure("sway's IPC closed the connection") }
            done += got
        }
        return data
    }

    private func failure(_ what: String) -> WaylandError {
        WaylandError(.connectionLost, "\(what): \(String(cString: strerror(errno)))")
    }
}
