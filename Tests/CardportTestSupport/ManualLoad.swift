import Foundation
import ItemProviders
import UniformTypes

/// A representation whose load waits until the test completes it by hand.
public final class ManualLoad: Sendable {
    private let completion = Box<(@Sendable (Data?, (any Error)?) -> Void)?>(nil)
    private let started = DispatchSemaphore(value: 0)

    /// A load nobody has started yet.
    public init() {}

    /// Registers this load on `provider` for `type`.
    public func register(on provider: ItemProvider, type: UTType, visibility: ItemProviderRepresentationVisibility = .all) {
        provider.registerDataRepresentation(for: type, visibility: visibility) { done in
            self.completion.withLock { $0 = done }
            self.started.signal()
            return nil
        }
    }

    /// Waits until the load has started; false after five seconds.
    public func waitUntilStarted() -> Bool {
        started.wait(timeout: .now() + .seconds(5)) == .success
    }

    /// Completes the load with text. The callback is let go of, as a real loader would: the provider keeps
    /// this load, which would otherwise keep the callback and the load behind it.
    public func finish(_ text: String) {
        takeCompletion()?(Data(text.utf8), nil)
    }

    /// Fails the load.
    public func fail() {
        takeCompletion()?(nil, CocoaError(.fileReadUnknown))
    }

    private func takeCompletion() -> (@Sendable (Data?, (any Error)?) -> Void)? {
        completion.withLock { completion in
            defer { completion = nil }
            return completion
        }
    }
}
