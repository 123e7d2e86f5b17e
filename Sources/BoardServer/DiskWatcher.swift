import Foundation
import ServiceLifecycle

/// Notices changes others make to the board file (the CLI, an editor, another server) by looking at it
/// every few hundred milliseconds, and has the served board load them, which tells every page.
///
/// A service of the application: it stops with the server. Each look runs on the board's queue, between
/// edits, never during one.
struct DiskWatcher: Service {
    let board: ServedBoard
    let interval: Int

    func run() async throws {
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            do {
                try await Task.sleep(for: .milliseconds(interval))
            } catch {
                return
            }
            _ = await board.perform { board.checkDisk() }
        }
    }
}
