import ArgumentParser
import DesktopTransfer
import DragDrop
import Foundation
import Locking

/// What the desktop commands (`copy`, `paste`, `drop-window`) share: the connection to the X server and how
/// its errors become exit codes.
enum Desktop {
    /// The app the X11 desktop's other applications appear as to the board's drop target: always another app,
    /// so their items are copied, never moved.
    static let otherApp = AppIdentity(bundleIdentifier: "org.x.desktop", teamIdentifier: "x11")

    /// Blocks until `finished` is signalled or the process gets SIGINT or SIGTERM (and SIGHUP with
    /// `alsoOnHangUp`), which run `onSignal` (on a Dispatch queue) and then end the wait. The signals' default
    /// handling is restored to ignoring meanwhile, so Ctrl-C closes windows and hands over selections instead of
    /// killing the process.
    static func waitUntilFinished(_ finished: DispatchSemaphore, alsoOnHangUp: Bool = false,
                                  onSignal: @escaping @Sendable () -> Void = {}) {
        let signals = ([SIGINT, SIGTERM] + (alsoOnHangUp ? [SIGHUP] : [])).map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                onSignal()
                finished.signal()
            }
            source.resume()
            return source
        }
        finished.wait()
        signals.forEach { $0.cancel() }
    }

    /// Ends the wait on `finished` when the user closes `window` through the window manager (a message on
    /// standard error; the exit status stays what the command's work decided) or another program destroys it
    /// (a message, then exit 69: the window the command served is gone). Returns a token for
    /// `X11Connection.removeHandler(_:window:)`, to call before the command destroys the window itself.
    @discardableResult
    static func endWhenClosed(_ window: UInt32, on connection: X11Connection, finished: DispatchSemaphore,
                              status: Locked<ExitCode>) -> UInt64 {
        connection.whenWindowCloses(window) { closing in
            let message = switch closing {
            case .closeRequested: "cardport: the window was closed; stopping\n"
            case .destroyed: "cardport: the window was destroyed by another program; stopping\n"
            }
            FileHandle.standardError.write(Data(message.utf8))
            if closing == .destroyed { status.withLock { $0 = .unavailable } }
            finished.signal()
        }
    }

    /// Says on standard error that a Wayland window stops serving, and why: closed by the user (the exit status
    /// stays what the command's work decided), or its connection lost (exit 69).
    static func report(_ closing: WaylandDropWindow.Closing, status: Locked<ExitCode>) {
        let message = switch closing {
        case .closeRequested: "cardport: the window was closed; stopping\n"
        case .connectionLost: "cardport: the Wayland compositor closed the connection; stopping\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
        if closing == .connectionLost { status.withLock { $0 = .unavailable } }
    }

    /// Whether the session is Wayland's (`WAYLAND_DISPLAY` is set), where a command first tries the native way.
    static var isWaylandSession: Bool {
        !(ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// In a Wayland session whose native way is not to be had (`reason`), goes on through XWayland's `DISPLAY`,
    /// saying on standard error why (and `reaching`, what XWayland then reaches, when that is narrower).
    /// - Throws: a ``CommandFailure`` exiting 69 with `reason` and `hint` when there is no `DISPLAY` either.
    static func fallBackToXWayland(because reason: String, hint: String, reaching: String? = nil) throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw CommandFailure(.unavailable, reason, hint: hint)
        }
        let reach = reaching.map { ", which reaches \($0)" } ?? ""
        FileHandle.standardError.write(Data(
            "cardport: \(MessageText.neutral(reason)); using XWayland (DISPLAY=\(MessageText.neutral(display)))\(reach)\n".utf8))
    }

    /// Connects to the X server named by `DISPLAY`.
    /// - Throws: a ``CommandFailure`` exiting 69 when there is no display or it cannot be reached.
    static func connect() throws -> X11Connection {
        do {
            return try X11Connection()
        } catch let error as DesktopTransferError {
            throw CommandFailure(error)
        }
    }

    /// Runs `body`, turning a ``DesktopTransferError`` or a ``WaylandError`` into a ``CommandFailure``.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DesktopTransferError {
            throw CommandFailure(error)
        } catch let error as WaylandError {
            throw CommandFailure(error)
        }
    }

    /// Waits for a callback-style transfer on the calling (main) thread.
    static func wait<T: Sendable>(_ start: (@escaping @Sendable (Result<T, DesktopTransferError>) -> Void) -> Void) throws -> T {
        let box = ResultBox<T>()
        start { box.set($0) }
        return try box.wait().get()
    }
}

/// One result handed from a callback to a waiting thread.
final class ResultBox<T: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// The result, once set.
    private let value = Locked<Result<T, DesktopTransferError>?>(nil)

    func set(_ result: Result<T, DesktopTransferError>) {
        value.withLock { $0 = result }
        done.signal()
    }

    func wait() -> Result<T, DesktopTransferError> {
        done.wait()
        return value.withLock { $0! }
    }
}
