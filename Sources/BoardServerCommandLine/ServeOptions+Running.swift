import BoardServer
import Foundation
import Locking

#if canImport(Glibc)
import Glibc
#endif

extension ServeOptions {
    /// The server's configuration for the board at `boardPath`, warning on standard error when
    /// `--max-connections` is more than the descriptor limit leaves room for.
    package func configuration(boardPath: String) -> BoardServerConfiguration {
        var limits = ConnectionLimits(
            idleTimeout: .seconds(idleTimeout), headerTimeout: .seconds(headerTimeout), bodyTimeout: .seconds(bodyTimeout))
        if let maxConnections {
            limits.maximumConnections = maxConnections
            if limits.effectiveMaximumConnections < maxConnections {
                warn("--max-connections \(maxConnections) is more than `ulimit -n` (\(ConnectionLimits.openFileLimit())) "
                    + "leaves room for; serving at most \(limits.effectiveMaximumConnections)")
            }
        }
        return BoardServerConfiguration(
            boardPath: boardPath, host: host, port: port, maximumBodyBytes: maxUpload << 20, limits: limits)
    }

    /// Runs `server` until SIGTERM or Ctrl-C: warns when it listens beyond loopback, prints
    /// `Serving BOARD at URL` once it listens, and with `--open` shows the page in the desktop's browser.
    package func run(_ server: BoardServer, configuration: BoardServerConfiguration) async throws {
        let board = configuration.boardPath
        if !configuration.isLoopback {
            warn("listening on \(configuration.host), not loopback: anyone who can reach it and has the token can edit \(board)")
        }
        Self.returnLargeBlocksToTheSystem()
        let open = self.open
        let launchPage = Locked<LaunchPage?>(nil)
        defer { launchPage.withLock { $0?.remove() } }
        try await server.run { port in
            let url = BoardServer.url(host: configuration.host, port: port, token: configuration.token)
            FileHandle.standardOutput.write(Data("Serving \(board) at \(url)\n".utf8))
            guard open else { return }
            do {
                let page = try LaunchPage.write(redirectingTo: url)
                launchPage.withLock { $0 = page }
                Self.openInBrowser(page.fileURL.absoluteString)
            } catch {
                warn("\(error); open the address above yourself")
            }
        }
    }

    /// Has the C allocator give every large block (128 KiB and more) back to the system when it is freed.
    ///
    /// Each save of a large board allocates and frees large buffers (the board's bytes, the page's HTML). glibc
    /// raises its threshold for mapping such blocks apart each time one is freed, after which they come from its heap
    /// and stay in the process: 1,000 moves on a 10,000-card board grew the server by 21 MiB that way, against 6 MiB
    /// with the threshold fixed (BENCHMARKS.md). A server runs for days, so its memory should follow what it keeps.
    private static func returnLargeBlocksToTheSystem() {
        #if canImport(Glibc)
        // `mallopt` and `M_MMAP_THRESHOLD` (-3) come from <malloc.h>, which the Glibc module does not bring in.
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mmapThreshold: Int32 = -3
        _ = unsafeBitCast(symbol, to: SetOption.self)(mmapThreshold, 128 << 10)
        #endif
    }

    private func warn(_ text: String) {
        FileHandle.standardError.write(Data("cardport: warning: \(text)\n".utf8))
    }

    /// Starts the desktop's browser on `url` (a `file://` launch page: the browser's arguments are public).
    private static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? ProcessLaunch.run(process)
    }
}
