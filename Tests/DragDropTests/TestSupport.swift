import DragDrop
import Foundation
import ItemProviders
import UniformTypes

/// Apps the tests drag between.
enum Apps {
    static let board = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let boardWidget = AppIdentity(bundleIdentifier: "com.example.board.widget", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let teammate = AppIdentity(bundleIdentifier: "com.example.mail", teamIdentifier: "TEAMA")
    static let stranger = AppIdentity(bundleIdentifier: "org.other.notes", teamIdentifier: "TEAMB")
}

/// A value behind a lock, for test bookkeeping touched from load queues.
final class Box<Value>: @unchecked Sendable {
    /// Guards `value`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }

    var current: Value { withLock { $0 } }
}

/// A representation whose load waits until the test completes it by hand.
final class ManualLoad: Sendable {
    private let completion = Box<(@Sendable (Data?, (any Error)?) -> Void)?>(nil)
    private let started = DispatchSemaphore(value: 0)

    /// Registers this load on `provider` for `type`.
    func register(on provider: ItemProvider, type: UTType, visibility: ItemProviderRepresentationVisibility = .all) {
        provider.registerDataRepresentation(for: type, visibility: visibility) { done in
            self.completion.withLock { $0 = done }
            self.started.signal()
            return nil
        }
    }

    /// Waits until the load has started; false after five seconds.
    func waitUntilStarted() -> Bool {
        started.wait(timeout: .now() + .seconds(5)) == .success
    }

    /// Completes the load with text. The callback is let go of, as a real loader would: the provider keeps
    /// this load, which would otherwise keep the callback and the load behind it.
    func finish(_ text: String) {
        takeCompletion()?(Data(text.utf8), nil)
    }

    /// Fails the load.
    func fail() {
        takeCompletion()?(nil, CocoaError(.fileReadUnknown))
    }

    private func takeCompletion() -> (@Sendable (Data?, (any Error)?) -> Void)? {
        completion.withLock { completion in
            defer { completion = nil }
            return completion
        }
    }
}

func row(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
